# Installs slidercheck from BUILD_DIR into WORK_DIR/prefix (cmake --install
# --prefix), checks the layout, then moves the prefix and checks that
# everything still works from where it is now: the command and its fuzz driver
# (with PLUGIN, fuzzed for a few hundred runs), pkg-config, and
# find_package(slidercheck) by components: COMPONENTS plugin fuzz_entry without
# GoogleTest, and the example engine in SOURCE_DIR with COMPONENTS
# conformance, built and its ctest run. With EXE and DRIVER (the build tree's
# slidercheck and slidercheck-fuzz) a moved build tree is checked too.
file(REMOVE_RECURSE ${WORK_DIR})
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
  message("${ARGN}: ok")
  set(run_output "${out}" PARENT_SCOPE)
endfunction()
set(config ${CONFIG})
if(NOT config)
  set(config RelWithDebInfo)
endif()
run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/prefix --config ${config})

# The layout (GNUInstallDirs under the prefix).
if(NOT LIBDIR)
  set(LIBDIR lib)
endif()
set(layout
  bin/slidercheck
  include/slidercheck/plugin.h include/slidercheck/conformance.h include/slidercheck/fuzz_entry.h
  include/slidercheck/types.h include/slidercheck/version.h
  ${LIBDIR}/libslidercheck_core.a ${LIBDIR}/libslidercheck_conformance.a
  ${LIBDIR}/libslidercheck_fuzz_entry.a
  ${LIBDIR}/cmake/slidercheck/slidercheckConfig.cmake ${LIBDIR}/cmake/slidercheck/slidercheckConfigVersion.cmake
  ${LIBDIR}/cmake/slidercheck/slidercheck-core-targets.cmake
  ${LIBDIR}/cmake/slidercheck/slidercheck-plugin-targets.cmake
  ${LIBDIR}/cmake/slidercheck/slidercheck-conformance-targets.cmake
  ${LIBDIR}/cmake/slidercheck/slidercheck-fuzz_entry-targets.cmake
  ${LIBDIR}/pkgconfig/slidercheck.pc
  share/slidercheck/clients/python/slidercheck_exec.py
  share/slidercheck/clients/js/slidercheck-exec.mjs share/slidercheck/clients/js/package.json
  share/slidercheck/clients/python/pyproject.toml share/slidercheck/clients/go/go.mod
  share/slidercheck/clients/java/pom.xml share/slidercheck/clients/csharp/Slidercheck.cs
  share/slidercheck/clients/rust/Cargo.toml share/slidercheck/clients/rust/src/lib.rs
  share/slidercheck/schemas/check-report.schema.json
  share/slidercheck/schemas/vectors.schema.json
  share/doc/slidercheck/README.md share/doc/slidercheck/docs/install.md
  share/doc/slidercheck/copyright share/doc/slidercheck/changelog.gz)
if(PLUGIN)
  list(APPEND layout libexec/slidercheck/slidercheck-fuzz)
endif()
if(MAN)
  list(APPEND layout share/man/man1/slidercheck.1.gz)
endif()
foreach(file IN LISTS layout)
  if(NOT EXISTS ${WORK_DIR}/prefix/${file})
    message(FATAL_ERROR "not installed: ${file}")
  endif()
endforeach()
foreach(file bin/slidercheck-fuzz include/slidercheck/render.h include/slidercheck/kinds.h)  # internal: not installed
  if(EXISTS ${WORK_DIR}/prefix/${file})
    message(FATAL_ERROR "installed, but should not be: ${file}")
  endif()
endforeach()

# The prefix moved: nothing may point back to where it was installed.
file(RENAME ${WORK_DIR}/prefix ${WORK_DIR}/moved)
set(prefix ${WORK_DIR}/moved)
run(${prefix}/bin/slidercheck --version)
if(NOT run_output MATCHES "^slidercheck [0-9]+\\.[0-9]+\\.[0-9]+\n$")
  message(FATAL_ERROR "--version printed: ${run_output}")
endif()
if(PLUGIN)
  run(${prefix}/bin/slidercheck fuzz ${PLUGIN} --runs 300 --jobs 1 --dir ${WORK_DIR}/fuzz-installed)
  if(NOT run_output MATCHES "slidercheck fuzz: [0-9]+ runs")
    message(FATAL_ERROR "no summary from the moved prefix's fuzz:\n${run_output}")
  endif()
endif()
if(EXE AND DRIVER)
  # A moved build tree: the command finds its driver in fuzz/ beside it.
  file(MAKE_DIRECTORY ${WORK_DIR}/tree/fuzz)
  file(COPY ${EXE} DESTINATION ${WORK_DIR}/tree)
  file(COPY ${DRIVER} DESTINATION ${WORK_DIR}/tree/fuzz)
  get_filename_component(exe_name ${EXE} NAME)
  run(${WORK_DIR}/tree/${exe_name} fuzz ${PLUGIN} --runs 300 --jobs 1 --dir ${WORK_DIR}/fuzz-tree)
  # Without its driver it says where it looked, and exits 2.
  file(REMOVE ${WORK_DIR}/tree/fuzz/slidercheck-fuzz)
  execute_process(COMMAND ${WORK_DIR}/tree/${exe_name} fuzz ${PLUGIN} --runs 1 --jobs 1
                  --dir ${WORK_DIR}/fuzz-none RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_QUIET)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "cannot find the fuzz driver slidercheck-fuzz \\(looked in ")
    message(FATAL_ERROR "a tree without its driver: exit ${rc}: ${err}")
  endif()
endif()

# pkg-config, from the moved prefix: the plugin ABI's header.
find_program(PKG_CONFIG pkg-config)
if(PKG_CONFIG)
  set(ENV{PKG_CONFIG_PATH} ${prefix}/${LIBDIR}/pkgconfig)
  run(${PKG_CONFIG} --cflags slidercheck)
  string(STRIP "${run_output}" cflags)
  # (-I${pcfiledir}/../../include: the moved prefix, not where it was installed.)
  string(REGEX REPLACE "^-I" "" include_dir "${cflags}")
  get_filename_component(include_dir "${include_dir}" REALPATH)
  get_filename_component(want_dir "${prefix}/include" REALPATH)
  if(NOT include_dir STREQUAL want_dir)
    message(FATAL_ERROR "pkg-config --cflags slidercheck: ${cflags} (want ${prefix}/include)")
  endif()
  file(WRITE ${WORK_DIR}/plugin.c "#include <slidercheck/plugin.h>\n"
       "SLIDERCHECK_EXPORT uint64_t slidercheck_knight_attacks(int sq) { return (uint64_t)sq; }\n")
  run(${CC} ${cflags} -fsyntax-only ${WORK_DIR}/plugin.c)
endif()

# find_package(slidercheck COMPONENTS plugin fuzz_entry) needs no GoogleTest.
file(WRITE ${WORK_DIR}/components/CMakeLists.txt
  "cmake_minimum_required(VERSION 3.22)\nproject(components LANGUAGES CXX)\n"
  "find_package(slidercheck REQUIRED COMPONENTS plugin fuzz_entry)\n"
  "if(NOT TARGET slidercheck::plugin OR NOT TARGET slidercheck::fuzz_entry OR TARGET slidercheck::conformance)\n"
  "  message(FATAL_ERROR \"wrong targets\")\nendif()\n")
run(${CMAKE_COMMAND} -S ${WORK_DIR}/components -B ${WORK_DIR}/components/build -G ${GENERATOR}
    -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON)

# The example engine with COMPONENTS conformance, against the moved prefix.
run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/build -G ${GENERATOR}
    -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_BUILD_TYPE=${config}
    -DCMAKE_PREFIX_PATH=${prefix})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${CMAKE_CTEST_COMMAND} --test-dir ${WORK_DIR}/build --output-on-failure)
message("PASS: install layout and relocation")
