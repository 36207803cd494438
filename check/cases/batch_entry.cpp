// A plugin's batch entries checked on the enumeration's cases (batch_entry.h).
#include "check/cases/batch_entry.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstring>
#include <tuple>
#include <utility>
#include <vector>

#include "check/cases/batches.h"

namespace slidercheck::enumeration {

namespace {

// The results' array: kBatchCases words ending right before a page mapped
// with no access, after one such page too.
class GuardedResults {
 public:
  GuardedResults() {
    const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    const std::size_t bytes = (kBatchCases * sizeof(Bitboard) + page - 1) / page * page;
    size_ = bytes + 2 * page;
    void* p = mmap(nullptr, size_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return;
    base_ = static_cast<char*>(p);
    if (mprotect(base_ + page, bytes, PROT_READ | PROT_WRITE) != 0) return;
    end_ = reinterpret_cast<Bitboard*>(base_ + page + bytes);
  }
  ~GuardedResults() {
    if (base_) munmap(base_, size_);
  }
  GuardedResults(const GuardedResults&) = delete;
  GuardedResults& operator=(const GuardedResults&) = delete;
  // Returns n words that end at the guard page (null when mapping failed).
  Bitboard* last(std::size_t n) const { return end_ ? end_ - n : nullptr; }

 private:
  char* base_ = nullptr;
  std::size_t size_ = 0;
  Bitboard* end_ = nullptr;
};

// The column of argument I of shape S over inputs (its batch entry's array).
template <Shape S, std::size_t I>
auto column_of(const Input* inputs, std::size_t n) {
  constexpr Field f = shape_info(S).arguments[I];
  using T = std::conditional_t<
      field_type(f) == FieldType::bitboard, Bitboard,
      std::conditional_t<field_type(f) == FieldType::position, PositionOf<Bitboard>, int>>;
  std::vector<T> column(n);
  for (std::size_t i = 0; i < n; ++i) {
    if constexpr (f == Field::pos)
      column[i] = inputs[i].pos;
    else
      column[i] = static_cast<T>(field_ref<f>(inputs[i]));
  }
  return column;
}

class EntryEvaluator : public BatchEvaluator {
 public:
  explicit EntryEvaluator(const Implementation& impl) : impl_(impl) {}
  void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t at = 0; at < n; at += kBatchCases) {
      const std::size_t m = std::min(kBatchCases, n - at);
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
  const Input engine = impl.engine_input(input);
  Bitboard result = 0;
  EntryEvaluator(impl).eval(input.kind, &engine, 1, &result);
  const Bitboard actual = impl.mapping.board_bb(result);
  const Bitboard expected = impl.expected(input);
  if (actual == expected) return std::nullopt;
  return batch_finding(impl, mismatch_of(impl, input, expected, actual));
}

}  // namespace slidercheck::enumeration
