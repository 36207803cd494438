// A plugin's batch entries (slidercheck/plugin.h): the enumeration's cases of
// a kind that has one go through it, many cases a call (internal to check/).
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "check/cases/checked_calls.h"
#include "slidercheck/check.h"
#include "slidercheck/implementation.h"
#include "slidercheck/levels.h"

namespace slidercheck::enumeration {

// The cases of one call of a batch entry.
constexpr std::size_t kEntryCases = 4096;

// Returns whether check's enumeration of kind (and the queen's units) goes
// through impl's batch entry of kind: a plugin's kind that has one (not an
// --exec program, not a built-in), unless it is a single-slider kind of a
// plugin with slidercheck_prepare (which is called before each single call),
// and not under --batch off.
bool through_batch_entry(const Implementation& impl, Kind kind);

// The results' array of a batch entry: kEntryCases words ending right before a
// page mapped with no access, after one such page too, so that a write past n
// faults in the entry.
class GuardedResults {
 public:
  GuardedResults();
  ~GuardedResults();
  GuardedResults(const GuardedResults&) = delete;
  GuardedResults& operator=(const GuardedResults&) = delete;
  // Returns n words (n <= kEntryCases) that end at the guard page (null when mapping failed).
  Bitboard* last(std::size_t n) const { return end_ ? end_ - n : nullptr; }

 private:
  char* base_ = nullptr;
  std::size_t size_ = 0;
  Bitboard* end_ = nullptr;
};

// The array type of argument I of shape S (its batch entry's column).
template <Shape S, std::size_t I>
using EntryColumn = std::conditional_t<
    field_type(shape_info(S).arguments[I]) == FieldType::bitboard, Bitboard,
    std::conditional_t<field_type(shape_info(S).arguments[I]) == FieldType::position,
                       PositionOf<Bitboard>, int>>;

template <Shape S,
          class Seq =
              std::make_index_sequence<static_cast<std::size_t>(shape_info(S).arguments.size)>>
class EntryBatcher;

// The checking loop through a batch entry of shape S, as Batcher's (add,
// flush, first): the cases (in the engine's numbering) collected into one
// column per argument, kEntryCases at a time, each batch one call of the
// entry (its results in GuardedResults), compared with the expected values;
// the first mismatch, in enumeration order, kept. Numbered on a run
// (number_on), each call is marked on it (NumberedCalls::batch_from): a crash
// or hang inside the entry is then known to be in that call's cases.
template <Shape S, std::size_t... I>
class EntryBatcher<S, std::index_sequence<I...>> {
 public:
  EntryBatcher(const Implementation& impl, Kind kind)
      : impl_(impl), kind_(kind), entry_(impl.get_batch<S>(kind)) {
    (std::get<I>(columns_).resize(kEntryCases), ...);
    expected_.resize(kEntryCases);
    spare_.resize(kEntryCases);
  }
  EntryBatcher(const EntryBatcher&) = delete;
  EntryBatcher& operator=(const EntryBatcher&) = delete;
  // Adds one case (in the engine's numbering); returns false once a mismatch was found.
  [[gnu::always_inline]] bool add(const Input& in, Bitboard expected) {
    ((std::get<I>(columns_)[n_] =
          static_cast<EntryColumn<S, I>>(field_ref<shape_info(S).arguments[I]>(in))),
     ...);
    expected_[n_] = expected;
    return ++n_ < kEntryCases || send();
  }
  // Evaluates every case collected; returns false when one mismatched (kept in first).
  bool flush() { return first_ || n_ == 0 ? !first_ : send(); }
  // A sink that fills the columns itself, in its own loop (no Input per
  // case): argument J's column and the expected values, kEntryCases each, the
  // first n of them then evaluated by send_filled(n) (n <= kEntryCases), which
  // returns false once a mismatch was found. Not mixed with add.
  template <std::size_t J>
  EntryColumn<S, J>* column() {
    return std::get<J>(columns_).data();
  }
  Bitboard* expected() { return expected_.data(); }
  bool send_filled(std::size_t n) {
    n_ = n;
    return first_ || n_ == 0 ? !first_ : send();
  }
  const std::optional<Mismatch>& first() const { return first_; }
  // Returns the calls of the entry made so far.
  std::uint64_t calls() const { return calls_; }
  // Numbers the cases added on numbered's run (its counter advanced by each
  // call's cases before the call), or on none (null).
  void number_on(const NumberedRun* numbered) {
    counter_ = numbered ? numbered->counter() : nullptr;
    run_ = numbered ? numbered->run() : nullptr;
  }

 private:
  [[gnu::noinline]] bool send() {
    Bitboard* out = guarded_.last(n_);
    if (!out) out = spare_.data();
    if (run_) {
      const std::uint64_t from = counter_->load(std::memory_order_relaxed);
      run_->batch_from = from;
      counter_->store(from + n_, std::memory_order_relaxed);
    }
    ++calls_;
    entry_(std::get<I>(columns_).data()..., out, n_);
    if (run_) run_->batch_from = kOpenRun;
    for (std::size_t i = 0; i < n_; ++i) {
      if (out[i] != expected_[i]) [[unlikely]] {
        keep_case(i, out[i]);
        break;
      }
    }
    n_ = 0;
    return !first_;
  }
  [[gnu::cold, gnu::noinline]] void keep_case(std::size_t i, Bitboard actual) {
    Input in{};
    in.kind = kind_;
    ((field_ref<shape_info(S).arguments[I]>(in) =
          static_cast<std::remove_cvref_t<decltype(field_ref<shape_info(S).arguments[I]>(in))>>(
              std::get<I>(columns_)[i])),
     ...);
    keep(first_, impl_, impl_.mapping, in, expected_[i], actual);
  }

  const Implementation& impl_;
  Kind kind_;
  BatchFn<Bitboard, S> entry_;
  std::tuple<std::vector<EntryColumn<S, I>>...> columns_;
  std::vector<Bitboard> expected_, spare_;
  std::size_t n_ = 0;
  std::uint64_t calls_ = 0;
  GuardedResults guarded_;
  std::optional<Mismatch> first_;
  std::atomic<std::uint64_t>* counter_ = nullptr;
  NumberedCalls* run_ = nullptr;
};

// Returns an evaluator that answers a batch of kind's inputs (in the engine's
// numbering) with one call of impl's batch entry of kind per kEntryCases, its
// results written into GuardedResults, then copied out.
std::shared_ptr<BatchEvaluator> batch_entry_evaluator(const Implementation& impl);

// Returns the finding of a mismatch m of impl's batch entry (its result on
// m.input is m.actual): the batch entry's own (law "batch_entry"; note: both
// results) when the single call returns another result, else nothing (the
// single call gives the same wrong result: the function's own finding).
std::optional<Mismatch> batch_finding(const Implementation& impl, Mismatch m);

// Returns the batch entry's finding on one input (in the board's numbering),
// called with n = 1, as check judges it (a replay of its finding), or nothing.
std::optional<Mismatch> check_batch_input(const Implementation& impl, const Input& input);

}  // namespace slidercheck::enumeration
