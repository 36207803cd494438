#!/usr/bin/env bash
# Installs the Debian 12 (bookworm) packages slidercheck needs.
#
#   install-deps.sh         what building and running slidercheck needs
#                           (scripts/verify.sh, the GitHub Action)
#   install-deps.sh --all   that and what the tests need: GoogleTest, the
#                           validators, and the toolchains of the client
#                           libraries (Go, Java, C#, Rust, JavaScript)
#                           (scripts/test.sh, so CI)
#
# Idempotent: when every package is already installed it does nothing at all
# (no apt-get update, no root needed). Otherwise it runs apt-get update once and
# installs only the missing packages, with --no-install-recommends, as root or
# through sudo.
set -euo pipefail

# Keep both lists in sync with docs/install.md ("What the install script
# installs"); the test install_deps.docs_in_sync compares them.
# What `cmake --preset release && cmake --build --preset release --target
# slidercheck` needs (tests off: SLIDERCHECK_TESTS defaults to OFF without
# GoogleTest), and what running `slidercheck` needs.
BUILD_PACKAGES=(
  clang-14            # the compiler of the release/asan/fuzz presets (pulls libstdc++-12-dev, libc6-dev, binutils)
  libclang-rt-14-dev  # clang-14's ASan/UBSan/libFuzzer runtimes: the fuzz driver, sanitized plugins
  llvm-14             # llvm-profdata-14 and llvm-cov-14: check --coverage and fuzz --coverage
  cmake               # build system (3.25 in bookworm)
  ninja-build         # generator of the CMake presets
  pkgconf             # pkg-config: libelf is found with it; the install test reads slidercheck.pc
  libz3-dev           # Z3 SMT solver (z3.h, libz3): slidercheck prove
  nlohmann-json3-dev  # JSON for Modern C++ (nlohmann_json::nlohmann_json): the vectors' writer and reader, the check's JSON report
  libcli11-dev        # CLI11, header-only: the command line's options, subcommands and --help (CLI11::CLI11)
  libpugixml-dev      # pugixml: the JUnit report's XML (pugixml::pugixml)
  libfmt-dev          # fmt: the reports' tables (fmt::fmt)
  libelf-dev          # elfutils' libelf: the plugins' ELF headers and symbol tables (pkg-config libelf)
)
# What the tests need besides (scripts/test.sh); each test of a toolchain is
# skipped with a message without it.
TEST_PACKAGES=(
  g++                 # default C/C++ compiler: `gcc` preset and plain `cmake -S . -B build`
  make                # default CMake generator for plain `cmake -S . -B build`
  libgtest-dev        # googletest (GTest::gtest, GTest::gtest_main)
  librapidcheck-dev   # property tests (rapidcheck, rapidcheck_gtest, rapidcheck/gtest.h)
  libbenchmark-dev    # google benchmark (benchmark::benchmark)
  python3             # the tests' drivers, the vectors lint (scripts/lint-vectors.py) and examples/python, stdlib only
  python3-jsonschema  # check.json_schema.* and vectors: the reports validated by a standard JSON Schema validator
  python3-yaml        # the CI example's steps read and run by a test (examples/ci/github-actions.yml)
  python3-venv        # a venv that clients/python is pip-installed into, offline
  default-jdk-headless  # javac/java: clients/java, examples/exec/java and their ctests
  nodejs              # node: examples/exec/js and clients/js, the --exec JavaScript client's ctests
  npm                 # npm pack and npm install of clients/js (skipped when an npm command is there)
  golang-go           # go 1.19: clients/go and its walker's ctests
  mono-mcs            # mcs (C# 7) and mono: clients/csharp and its walker's ctests
  cargo               # cargo and rustc 1.63: clients/rust, examples/rust and their ctests
  help2man            # the man page, generated from the help (cmake/install.cmake)
  dpkg-dev            # dpkg-shlibdeps: the Debian package's Depends (cpack -G DEB)
  debootstrap         # the package's test in a fresh Debian 12 root (package.deb_install, slow-build)
  lintian             # the package's policy check (package.deb_lintian, slow-build)
)
# Packages a command already on PATH stands for (a node.js from elsewhere
# brings its own npm, and conflicts with Debian's).
declare -A COMMAND_OF=([npm]=npm)

PACKAGES=("${BUILD_PACKAGES[@]}")
case "${1:-}" in
  --all) PACKAGES+=("${TEST_PACKAGES[@]}") ;;
  --list) printf '%s\n' "${BUILD_PACKAGES[@]}"; exit 0 ;;
  --list-all) printf '%s\n' "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}"; exit 0 ;;
  "") ;;
  *) echo "usage: install-deps.sh [--all | --list | --list-all]" >&2; exit 2 ;;
esac

die() { echo "install-deps: $*" >&2; exit 1; }

command -v dpkg-query >/dev/null 2>&1 ||
  die "dpkg-query not found: this script supports Debian 12 (bookworm) only; install ${PACKAGES[*]} by hand"

missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  if [[ $status != "install ok installed" ]] &&
     ! { [[ -n "${COMMAND_OF[$pkg]:-}" ]] && command -v "${COMMAND_OF[$pkg]}" >/dev/null 2>&1; }; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: all ${#PACKAGES[@]} packages already installed"
  exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
  sudo true || die "sudo failed: run this script as root to install ${missing[*]}"
else
  die "not root and sudo not found: run this script as root to install ${missing[*]}"
fi
echo "install-deps: installing ${missing[*]}"

command -v apt-get >/dev/null 2>&1 || die "apt-get not found: install ${missing[*]} by hand"

apt=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=600)
"${apt[@]}" update ||
  die "apt-get update failed: check the network and /etc/apt/sources.list"
"${apt[@]}" install -y --no-install-recommends "${missing[@]}" ||
  die "apt-get install failed for: ${missing[*]}"

# Make sure it really worked (e.g. a package name unknown to this release).
for pkg in "${missing[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ $status == "install ok installed" ]] || die "package $pkg is still not installed"
done
echo "install-deps: done"
