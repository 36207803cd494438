# The Debian package: `cpack -G DEB` in a build folder (the release preset's,
# docs/install.md) writes slidercheck_VERSION_ARCH.deb from the install of
# cmake/install.cmake, under /usr. Its Depends are computed by dpkg-shlibdeps
# (dpkg-dev) from the binaries it holds.
set(CPACK_PACKAGE_NAME slidercheck)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "slidercheck")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "checks chess attack generation on bitboards against an obviously correct oracle")
# (One string: the lines of a CMake list would be joined by semicolons.)
string(CONCAT CPACK_PACKAGE_DESCRIPTION
  "slidercheck checks an engine's attack functions (sliders, x-rays, pair tables, leapers)\n"
  "against a ray-walking oracle: exhaustively along every line, with random search, with\n"
  "coverage-guided fuzzing of a plugin (slidercheck fuzz), and from the engine's own ctest\n"
  "(the conformance library). This package holds the command, its fuzz driver, the\n"
  "headers and static libraries with their CMake and pkg-config files, the --exec client\n"
  "modules, the JSON schemas of the reports, the docs and the man page.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "slidercheck maintainers")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # slidercheck_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Not needed to run the command on a plain plugin: clang's runtimes for a
# sanitized plugin (check and fuzz preload them); a compiler, CMake,
# GoogleTest, fmt and pugixml (the static core links -lfmt and -lpugixml) for
# the libraries.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libclang-rt-14-dev")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS
    "cmake, g++ | clang-14, libgtest-dev, libfmt-dev, libpugixml-dev, pkg-config, python3, nodejs")
set(CPACK_STRIP_FILES OFF)
include(CPack)
