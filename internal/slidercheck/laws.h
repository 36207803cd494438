// The algebraic laws every implementation must obey, each written once.
//
// A law calls the implementation on the input and on inputs derived from it,
// and compares the results with each other (not with the oracle). When they
// disagree, the law blames the first input involved on which the
// implementation differs from the oracle, so the mismatch it returns carries
// the law's name (Mismatch::law), the oracle's answer, and a reproduce command
// that really reproduces. Every driver (properties, fuzz targets, the plugin
// checker) calls these functions; equality with the oracle is check_oracle.
//
// Preconditions: input.sq and input.dir8 in range; blockers ⊆ occ for the
// x-ray kinds; blockers and targets ⊆ ~empty for the multi-slider kinds.
// A law returns nothing when it does not apply to the input's kind, or when
// the implementation lacks a kind (or, multi-slider kinds, a direction) that
// the law needs.
#pragma once

#include <array>
#include <optional>
#include <span>

#include "slidercheck/check.h"
#include "slidercheck/kinds.h"
#include "slidercheck/symmetry.h"

namespace slidercheck {

// Returns whether m's answer differs from the oracle's: every mismatch but the
// one a law reports when the oracle agrees with every input it involved (its
// prediction against the answer on the derived input). A finding's signature
// names the law broken by it (finding_signature.h: law_broken).
bool differs_from_oracle(const Mismatch& m);

// Law "own-bit": toggling the slider's own bit (single and x-ray kinds), or the
// emptiness of every slider's square (sliding_attacks), changes nothing.
std::optional<Mismatch> law_own_bit(const Implementation& impl, const Input& input);

// Law "off-line": toggling every square off the lines that matter (the kind's
// lines through sq; for multi-slider kinds the lines in dir8 through the
// sliders) changes nothing.
std::optional<Mismatch> law_off_line(const Implementation& impl, const Input& input);

// Laws "symmetry:NAME": for each of the seven board symmetries T other than the
// identity, f'(T input) == T f(input), where f' is the kind on the mapped lines
// (mirrors swap the diagonals, quarter turns swap rank and file) and dir8 is
// mapped too.
std::optional<Mismatch> law_symmetry(const Implementation& impl, const Input& input);

// Law "reachability" (single kinds): t ∈ f(occ, s) ⇔ s ∈ f(occ, t), every t;
// knights and kings: t ∈ f(s) ⇔ s ∈ f(t); pawns: t ∈ f(c, s) ⇔ s ∈ f(1 - c, t).
std::optional<Mismatch> law_reachability(const Implementation& impl, const Input& input);

// Law "monotonicity" (single kinds and sliding_attacks): occupying every square
// outside the attack set changes nothing; occupying one empty attacked square
// removes exactly the squares behind it (taken from the oracle).
std::optional<Mismatch> law_monotonicity(const Implementation& impl, const Input& input);

// Laws "composition:...": queen = rook | bishop, rook = rank | file,
// bishop = diagonal | antidiagonal, x-ray = a ^ attacks(occ ^ (blockers & a)),
// sliding_attacks of a set = union over its sliders, xray_sliding from
// sliding_attacks, between ⊆ both fills; pair kinds: squares_between ⊆
// line_through, squares_between_to_b = squares_between | {b},
// squares_between_inclusive = squares_between | {a, b} when a and b are aligned
// (or equal), else 0, squares_between_with_ends = squares_between | {a, b}
// always, squares_between_to_b_aligned = squares_between | {b} when aligned and
// a != b, else 0; leaper set kinds = union over the set of the one-square
// kind (same color); each when impl provides the parts.
std::optional<Mismatch> law_composition(const Implementation& impl, const Input& input);

// Law "swap" (the symmetric pair kinds: is_symmetric_pair): f(a, b) == f(b, a).
std::optional<Mismatch> law_swap(const Implementation& impl, const Input& input);
// The position kinds' relations on one position (laws.cpp: position_relations).
std::optional<Mismatch> law_position(const Implementation& impl, const Input& input);

using LawFn = std::optional<Mismatch> (*)(const Implementation&, const Input&);

// A family of laws, by the name drivers show ("own-bit", "symmetry", ...).
struct Law {
  const char* name;
  LawFn check;
};

// Returns every law family, in the order check_all_laws runs them.
std::span<const Law> all_laws();

// Returns the first mismatch of impl on input: the oracle first, then every law
// family. Nothing when impl does not provide input.kind (or does not cover
// input.dir8).
std::optional<Mismatch> check_all_laws(const Implementation& impl, const Input& input);

}  // namespace slidercheck
