// A plugin's batch entries on the enumeration's cases (batch_entry.h).
#include "check/cases/batch_entry.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <string>

namespace slidercheck::enumeration {

bool through_batch_entry(const Implementation& impl, Kind kind) {
  return impl.origin.type == OriginType::plugin && impl.origin.batch_entries &&
         impl.has_batch(kind) && !impl.batch && !impl.callables &&
         !(impl.prepare && is_single_slider(kind));
}

GuardedResults::GuardedResults() {
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t bytes = (kEntryCases * sizeof(Bitboard) + page - 1) / page * page;
  size_ = bytes + 2 * page;
  void* p = mmap(nullptr, size_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return;
  base_ = static_cast<char*>(p);
  if (mprotect(base_ + page, bytes, PROT_READ | PROT_WRITE) != 0) return;
  end_ = reinterpret_cast<Bitboard*>(base_ + page + bytes);
}

GuardedResults::~GuardedResults() {
  if (base_) munmap(base_, size_);
}

namespace {

// The column of argument I of shape S over inputs (its batch entry's array).
template <Shape S, std::size_t I>
std::vector<EntryColumn<S, I>> column_of(const Input* inputs, std::size_t n) {
  std::vector<EntryColumn<S, I>> column(n);
  for (std::size_t i = 0; i < n; ++i)
    column[i] = static_cast<EntryColumn<S, I>>(field_ref<shape_info(S).arguments[I]>(inputs[i]));
  return column;
}

class EntryEvaluator : public BatchEvaluator {
 public:
  explicit EntryEvaluator(const Implementation& impl) : impl_(impl) {}
  void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t at = 0; at < n; at += kEntryCases) {
      const std::size_t m = std::min(kEntryCases, n - at);
      Bitboard* out = guarded_.last(m);
      if (!out) {
        fill(kind, inputs + at, m, results + at);
        continue;
      }
      fill(kind, inputs + at, m, out);
      std::memcpy(results + at, out, m * sizeof(Bitboard));
    }
  }

 private:
  void fill(Kind kind, const Input* inputs, std::size_t n, Bitboard* out) const {
    on_shape(shape_of(kind), [&]<Shape S>() {
      const auto entry = impl_.get_batch<S>(kind);
      [&]<std::size_t... I>(std::index_sequence<I...>) {
        const auto columns = std::make_tuple(column_of<S, I>(inputs, n)...);
        entry(std::get<I>(columns).data()..., out, n);
      }
      (std::make_index_sequence<static_cast<std::size_t>(shape_info(S).arguments.size)>());
    });
  }

  const Implementation& impl_;
  GuardedResults guarded_;
};

}  // namespace

std::shared_ptr<BatchEvaluator> batch_entry_evaluator(const Implementation& impl) {
  return std::make_shared<EntryEvaluator>(impl);
}

std::optional<Mismatch> batch_finding(const Implementation& impl, Mismatch m) {
  const Bitboard single = impl.eval(m.input);
  if (single == m.actual) return std::nullopt;
  const Kind kind = m.input.kind;
  m.law = "batch_entry";
  m.note = std::string("the batch entry ") + info(kind).symbol + kBatchSuffix + " returned " +
           hex(m.actual) + " where the single call " + info(kind).symbol + " returns " +
           hex(single) + " on this input";
  return m;
}

std::optional<Mismatch> check_batch_input(const Implementation& impl, const Input& input) {
  // Through eval, so that the call is recorded (a crash or hang in it has its input).
  Implementation entry = impl;
  entry.batch = std::make_shared<EntryEvaluator>(impl);
  const Bitboard actual = entry.eval(input);
  const Bitboard expected = impl.expected(input);
  if (actual == expected) return std::nullopt;
  return batch_finding(impl, mismatch_of(impl, input, expected, actual));
}

}  // namespace slidercheck::enumeration
