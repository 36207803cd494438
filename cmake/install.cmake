# The install (`cmake --install BUILD --prefix DIR`, and the Debian package of
# cmake/package.cmake): the tool, its fuzz driver, the headers and libraries
# with find_package(slidercheck) by components and a pkg-config file, the man
# page, the client modules and JSON schemas, and the docs. Every path is
# relative to the prefix: a moved prefix keeps working (the CLI finds its
# driver relative to itself; the CMake and pkg-config files relative to
# themselves). Included by the top CMakeLists.txt after every target exists.
include(CMakePackageConfigHelpers)
set(slidercheck_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/slidercheck)

# ---- Targets, one export set per component -----------------------------------
# core: the oracle, enumeration, checks, the check plan and reports; what the
# conformance and fuzz_entry libraries are built on.
target_include_directories(slidercheck_core PUBLIC
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
set_target_properties(slidercheck_core PROPERTIES EXPORT_NAME core)
if(SLIDERCHECK_SANITIZE)
  # Whoever links the sanitized static libraries needs the sanitizer runtimes.
  target_link_options(slidercheck_core INTERFACE -fsanitize=address,undefined)
endif()
install(TARGETS slidercheck_core EXPORT slidercheck-core
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)

# plugin: the plugin ABI, the C header slidercheck/plugin.h an engine's shared
# library implements; nothing to link.
add_library(slidercheck_plugin_abi INTERFACE)
add_library(slidercheck::plugin ALIAS slidercheck_plugin_abi)
target_include_directories(slidercheck_plugin_abi INTERFACE
  $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
set_target_properties(slidercheck_plugin_abi PROPERTIES EXPORT_NAME plugin)
install(TARGETS slidercheck_plugin_abi EXPORT slidercheck-plugin COMPONENT development)

# conformance: the in-process GoogleTest library (needs GTest; only when found).
set(slidercheck_components core plugin)
if(TARGET slidercheck_conformance)
  list(APPEND slidercheck_components conformance)
  install(TARGETS slidercheck_conformance EXPORT slidercheck-conformance
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
endif()

# fuzz_entry: LLVMFuzzerTestOneInput over an engine's registered functions.
if(TARGET slidercheck_fuzz_entry)
  list(APPEND slidercheck_components fuzz_entry)
  set_target_properties(slidercheck_fuzz_entry PROPERTIES EXPORT_NAME fuzz_entry)
  install(TARGETS slidercheck_fuzz_entry EXPORT slidercheck-fuzz_entry
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
endif()

foreach(component IN LISTS slidercheck_components)
  install(EXPORT slidercheck-${component} NAMESPACE slidercheck::
    FILE slidercheck-${component}-targets.cmake DESTINATION ${slidercheck_cmake_dir}
    COMPONENT development)
endforeach()

# Only the public headers (include/slidercheck/); internal/ stays in the tree.
install(DIRECTORY include/slidercheck DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  COMPONENT development)

# ---- find_package(slidercheck [COMPONENTS ...]) -------------------------------
configure_package_config_file(cmake/slidercheckConfig.cmake.in
  ${PROJECT_BINARY_DIR}/slidercheckConfig.cmake
  INSTALL_DESTINATION ${slidercheck_cmake_dir}
  PATH_VARS CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/slidercheckConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/slidercheckConfig.cmake
              ${PROJECT_BINARY_DIR}/slidercheckConfigVersion.cmake
  DESTINATION ${slidercheck_cmake_dir} COMPONENT development)

# ---- pkg-config: the plugin ABI's header for engines built with make ----------
# (`cc $(pkg-config --cflags slidercheck) -shared -fPIC ...`). The prefix is
# found from the .pc file's own folder, so a moved prefix keeps working.
file(RELATIVE_PATH slidercheck_pc_to_prefix /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" slidercheck_pc_to_prefix "${slidercheck_pc_to_prefix}")
configure_file(cmake/slidercheck.pc.in ${PROJECT_BINARY_DIR}/slidercheck.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/slidercheck.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT development)

# ---- The tool --------------------------------------------------------------------
install(TARGETS slidercheck RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tool)
# (fuzz/CMakeLists.txt installs the driver in libexec/slidercheck/.)

# The man page, generated from the help by help2man (cmake/man_page.cmake):
# `slidercheck --help` and every command's --help.
# Installed gzip -9n'd (no name or time stamp in it: the same bytes every
# build), as Debian policy 12.1 wants.
find_program(HELP2MAN help2man)
find_program(GZIP gzip REQUIRED)
if(HELP2MAN)
  set(slidercheck_man ${PROJECT_BINARY_DIR}/slidercheck.1)
  add_custom_command(OUTPUT ${slidercheck_man} ${slidercheck_man}.gz
    COMMAND ${CMAKE_COMMAND} -DHELP2MAN=${HELP2MAN} -DEXE=$<TARGET_FILE:slidercheck>
            -DOUT=${slidercheck_man} -P ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
    COMMAND ${GZIP} -9nkf ${slidercheck_man}
    DEPENDS slidercheck ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake VERBATIM)
  add_custom_target(man_page ALL DEPENDS ${slidercheck_man}.gz)
  install(FILES ${slidercheck_man}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT tool)
else()
  message(STATUS "help2man not found: no man page (scripts/install-deps.sh installs it)")
endif()

# ---- share/slidercheck/: the client libraries and the JSON schemas -----------
# clients/ whole: each language's client with its package files (pyproject.toml,
# package.json, go.mod, pom.xml, Slidercheck.csproj, Cargo.toml) and walker,
# so that e.g. `pip install /usr/share/slidercheck/clients/python` works.
install(DIRECTORY clients/ DESTINATION ${CMAKE_INSTALL_DATADIR}/slidercheck/clients COMPONENT tool
  PATTERN "__pycache__" EXCLUDE PATTERN "target" EXCLUDE PATTERN "node_modules" EXCLUDE)
file(GLOB slidercheck_schemas CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.schema.json)
install(FILES ${slidercheck_schemas}
  DESTINATION ${CMAKE_INSTALL_DATADIR}/slidercheck/schemas COMPONENT tool)

# ---- The docs: share/doc/slidercheck/ -------------------------------------------
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tool)
# The copyright file and the changelog (a native package's changelog.gz,
# gzip -9n'd) that Debian's policy asks of every package (12.5, 12.7).
install(FILES cmake/debian/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tool)
set(SLIDERCHECK_PACKAGE_CONTACT "slidercheck maintainers <maintainers@slidercheck.example>"
    CACHE STRING "the Debian package's Maintainer, as Name <address>")
set(slidercheck_changelog ${PROJECT_BINARY_DIR}/debian/changelog)
configure_file(cmake/debian/changelog.in ${slidercheck_changelog} @ONLY)
add_custom_command(OUTPUT ${slidercheck_changelog}.gz
  COMMAND ${GZIP} -9nkf ${slidercheck_changelog}
  DEPENDS ${slidercheck_changelog} VERBATIM)
add_custom_target(changelog_gz ALL DEPENDS ${slidercheck_changelog}.gz)
install(FILES ${slidercheck_changelog}.gz DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tool)
install(DIRECTORY docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs COMPONENT tool
  FILES_MATCHING PATTERN "*.md" PATTERN "*.svg")
