// The subcommands that live in their own files. Each takes the arguments after
// its command word and returns the process exit status.
#pragma once

namespace slidercheck::cli {

// `slidercheck check (PLUGIN.so | --builtin NAME) [options]` (check_command.cpp).
int run_check(int argc, char** argv);

// `slidercheck prove [--impl NAME] [--function KIND]` (prove_command.cpp).
int run_prove(int argc, char** argv);

// `slidercheck bench [PLUGIN.so | --builtin NAME...]` (bench_command.cpp).
int run_bench(int argc, char** argv);

// `slidercheck vectors --out DIR` (vectors_command.cpp).
int run_vectors(int argc, char** argv);

}  // namespace slidercheck::cli
