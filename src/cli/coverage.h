// `--coverage` of check and fuzz: the lines and branches of an engine's own
// sources that a run reached, for a plugin built by clang with
// -fprofile-instr-generate -fcoverage-mapping. Every process that loads the
// plugin writes its profile (LLVM_PROFILE_FILE with %p); llvm-profdata merges
// them, llvm-cov reports them (and writes its HTML for --coverage-html).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace slidercheck::cli {

class Coverage {
 public:
  // Checks that plugin is instrumented and that llvm-profdata and llvm-cov
  // (Debian's llvm-14) are there, and makes a folder for the profiles, or
  // throws UsageError saying what is missing. html: --coverage-html, or "".
  Coverage(const std::string& plugin, const std::string& html);
  Coverage(const Coverage&) = delete;
  Coverage& operator=(const Coverage&) = delete;
  ~Coverage();

  // LLVM_PROFILE_FILE=FOLDER/%p.profraw: set in this process (its children
  // inherit it) until the destructor restores it, so that no later child
  // writes into the removed folder; and as a variable for a child's environment.
  void set_in_environment();
  std::string variable() const;

  // Merges the profiles written so far and returns the report: llvm-cov's
  // per-function table of the plugin's own sources (lines, branches), the
  // lines never reached and the branches never taken, each with its source
  // line; and where the HTML went. A report that cannot be made says why;
  // ended_normally: which of the run's processes that loaded the plugin ended
  // normally (e.g. "2 workers"), or "" when none did, for the reason of a run
  // that left no profile.
  std::string report(const std::string& ended_normally = "") const;

 private:
  std::string plugin_, html_, folder_, profdata_, cov_;
  bool set_ = false;                  // set_in_environment was called
  std::optional<std::string> saved_;  // LLVM_PROFILE_FILE before it
};

}  // namespace slidercheck::cli
