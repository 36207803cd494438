# The Debian package: `cpack -G DEB` in a build folder (the release preset's,
# docs/install.md) writes slidercheck_VERSION_ARCH.deb from the install of
# cmake/install.cmake, under /usr. Its Depends are computed by dpkg-shlibdeps
# (dpkg-dev) from the binaries it holds. Its copyright file and changelog
# (cmake/debian/, Debian policy 12.5 and 12.7) and its man page are installed
# by cmake/install.cmake, gzip -9n'd; lintian finds no error in it
# (tests/package/deb_lintian_test.sh, label slow-build).
set(CPACK_PACKAGE_NAME slidercheck)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "slidercheck")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "checks chess attack generation on bitboards against an obviously correct oracle")
# (One string: the lines of a CMake list would be joined by semicolons.)
string(CONCAT CPACK_PACKAGE_DESCRIPTION
  "slidercheck checks an engine's attack functions (sliders, x-rays, pair\n"
  "tables, leapers) against a ray-walking oracle: exhaustively along every\n"
  "line, with random search, with coverage-guided fuzzing of a plugin\n"
  "(slidercheck fuzz), and from the engine's own ctest (the conformance\n"
  "library). This package holds the command, its fuzz driver, the headers\n"
  "and static libraries with their CMake and pkg-config files, the --exec\n"
  "client modules, the JSON schemas of the reports, the docs and the man page.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# The maintainer: "Name <address>" (Debian policy 5.6.2), the cache variable
# SLIDERCHECK_PACKAGE_CONTACT of cmake/install.cmake (the changelog's too); a
# packager sets their own with -DSLIDERCHECK_PACKAGE_CONTACT=... at configure.
set(CPACK_PACKAGE_CONTACT "${SLIDERCHECK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SLIDERCHECK_PACKAGE_CONTACT}")
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
# The binaries stripped of their symbol tables (their exported symbols stay):
# Debian policy 10.1.
set(CPACK_STRIP_FILES ON)
include(CPack)
