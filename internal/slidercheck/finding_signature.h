// The signature of a finding: the one text that tells findings apart, and its
// fingerprint. `slidercheck check`'s SARIF report (render_sarif.cpp),
// `slidercheck fuzz`'s de-duplication (its signature-FINGERPRINT files) and
// its SARIF log all build it here, so one bug has one signature and one
// fingerprint whichever of them met it.
//
// A signature is made of what stays the same between runs, machines and
// builds: the finding's category, the function kind, the law it breaks or
// the error type, and a sanitizer's plugin frame's function. Never an
// address, a pid, a path, a signal's details or a line number (an edit
// elsewhere in the file moves a line; the function that is wrong stays).
#pragma once

#include <string>
#include <string_view>

namespace slidercheck {

// The parts of a signature.
struct FindingSignature {
  // "mismatch" (a wrong answer), "sanitizer" (a sanitizer's error),
  // "crash" (a signal), "timeout" (a call that did not return).
  std::string category;
  // The function kind ("rook_attacks"), or where a crash before the first
  // call happened ("load", "init").
  std::string kind;
  // mismatch: the law the answer breaks (law_broken); sanitizer: the error
  // type ("heap-buffer-overflow"); crash and timeout: "".
  std::string what;
  // The plugin frame's function (sanitizer), or "" (unknown; a mismatch, a
  // timeout or a crash, whose function is the kind's: libFuzzer alone, the
  // release fuzz driver, shows no stack trace of a signal).
  std::string frame;
};

// Returns the law a mismatch breaks, as its signature names it: "oracle"
// when the answer differs from the oracle's, else the family of the law
// (its name up to ':', "symmetry" for "symmetry:mirror-h").
std::string law_broken(std::string_view law, bool differs_from_oracle);

// Returns the signature of a sanitizer's error of type error_type in a call
// of kind, frame its plugin frame: {"sanitizer", kind, error_type, frame},
// but a signal the sanitizer caught (ASan's "SEGV", "BUS", "FPE", "ILL",
// "ABRT", "TRAP") is a crash's, {"crash", kind, "", ""}, as check and
// libFuzzer sign it when they catch the signal themselves.
FindingSignature sanitizer_signature(const std::string& kind, const std::string& error_type,
                                     const std::string& frame);

// Returns the signature's text: its non-empty parts in the order category,
// kind, what, frame, one space apart ("mismatch rook_attacks oracle",
// "sanitizer knight_attacks heap-buffer-overflow slidercheck_knight_attacks").
std::string signature_text(const FindingSignature& s);

// Returns the FNV-1a hash (64 bits) of text as 16 hex digits: a signature's
// fingerprint (SARIF's partialFingerprints, fuzz's signature-* file names),
// the same between runs, machines and builds.
std::string signature_fingerprint(std::string_view text);

}  // namespace slidercheck
