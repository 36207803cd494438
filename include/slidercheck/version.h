// The version of the slidercheck library: the conformance library
// (slidercheck/conformance.h) and the fuzz entry (slidercheck/fuzz_entry.h).
// The project's one version: CMakeLists.txt reads it from here, and
// `slidercheck --version` prints it. What a minor or a patch version may
// change: docs/install.md (the compatibility rule). The plugin ABI has a
// version of its own, SLIDERCHECK_ABI_VERSION in slidercheck/plugin.h.
#pragma once

#define SLIDERCHECK_LIBRARY_VERSION_MAJOR 0
#define SLIDERCHECK_LIBRARY_VERSION_MINOR 1
#define SLIDERCHECK_LIBRARY_VERSION_PATCH 0
// One number that orders versions: 10000 * major + 100 * minor + patch, for
// #if SLIDERCHECK_LIBRARY_VERSION >= 100 (0.1.0 or later).
#define SLIDERCHECK_LIBRARY_VERSION                                                      \
  (10000 * SLIDERCHECK_LIBRARY_VERSION_MAJOR + 100 * SLIDERCHECK_LIBRARY_VERSION_MINOR + \
   SLIDERCHECK_LIBRARY_VERSION_PATCH)
