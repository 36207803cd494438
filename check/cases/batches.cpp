// The batched checking path: batches of cases, two in flight, and the law
// cases' calls prefetched in one batch per kind.
#include "check/cases/batches.h"

#include <map>
#include <memory>
#include <tuple>
#include <utility>

#include "check/cases/random_cases.h"
#include "slidercheck/laws.h"
#include "slidercheck/oracle.h"

namespace slidercheck::enumeration {

bool Batcher::send() {
  Slot& s = slots_[current_];
  impl_.batch->start(kind_, s.inputs.data(), s.inputs.size(), s.actual.data());
  if (in_flight_) compare(slots_[1 - current_]);
  in_flight_ = true;
  current_ = 1 - current_;
  if (first_) {
    compare(slots_[1 - current_]);  // drain: the batch just started
    in_flight_ = false;
    return false;
  }
  return true;
}

void Batcher::compare(Slot& s) {
  impl_.batch->finish();
  for (std::size_t i = 0; i < s.inputs.size() && !first_; ++i) {
    if (s.actual[i] != s.expected[i]) [[unlikely]]
      keep(first_, impl_, impl_.mapping, s.inputs[i], s.expected[i], s.actual[i]);
  }
  s.inputs.clear();
  s.expected.clear();
}

namespace {

// The batched law cases: the laws call the subject one input at a time, often
// on inputs computed from its earlier results. A first pass runs them against
// the oracle (the answers a conforming engine gives), recording every call;
// those calls go to the engine in batches; the laws then run against the
// answers (a call not among them, because the engine answered otherwise, goes
// to the engine on its own).
struct InputLess {
  bool operator()(const Input& a, const Input& b) const {
    const auto ka = std::tie(a.kind, a.sq, a.dir8, a.occ, a.blockers, a.sliders, a.empty, a.targets,
                             a.sq2, a.color, a.set);
    const auto kb = std::tie(b.kind, b.sq, b.dir8, b.occ, b.blockers, b.sliders, b.empty, b.targets,
                             b.sq2, b.color, b.set);
    if (ka != kb) return ka < kb;
    for (int i = 0; i < kPositionWords; ++i)
      if (position_word(a.pos, i) != position_word(b.pos, i))
        return position_word(a.pos, i) < position_word(b.pos, i);
    return false;
  }
};
// Every field of Input is compared above (pawns of both colors on one square
// were one key before color was): a new field must be added there.
static_assert(sizeof(Input) == 136, "compare the new field of Input in InputLess");
using Answers = std::map<Input, Bitboard, InputLess>;

// Answers calls (engine inputs) from the oracle, recording them.
class OracleRecorder : public BatchEvaluator {
 public:
  explicit OracleRecorder(const Mapping& mapping) : mapping_(mapping) {}
  void eval(Kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t i = 0; i < n; ++i) {
      calls.emplace(inputs[i], 0);
      Input board = inputs[i];
      board.sq = mapping_.board_square(inputs[i].sq);
      board.sq2 = mapping_.board_square(inputs[i].sq2);
      for (Bitboard* bb :
           {&board.occ, &board.blockers, &board.sliders, &board.empty, &board.targets})
        *bb = mapping_.board_bb(*bb);
      results[i] = mapping_.engine_bb(oracle::eval(board));
    }
  }
  Answers calls;

 private:
  Mapping mapping_;
};

// Answers calls from answers, or else from engine.
class Answered : public BatchEvaluator {
 public:
  Answered(Answers answers, std::shared_ptr<BatchEvaluator> engine)
      : answers_(std::move(answers)), engine_(std::move(engine)) {}
  void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override {
    for (std::size_t i = 0; i < n; ++i) {
      const auto it = answers_.find(inputs[i]);
      if (it != answers_.end()) {
        results[i] = it->second;
      } else {
        engine_->eval(kind, inputs + i, 1, results + i);
      }
    }
  }

 private:
  Answers answers_;
  std::shared_ptr<BatchEvaluator> engine_;
};

}  // namespace

Implementation prefetch_law_calls(const Implementation& impl, Kind kind, std::uint64_t seed,
                                  std::uint64_t laws) {
  Implementation recording = impl;
  auto recorder = std::make_shared<OracleRecorder>(impl.mapping);
  recording.batch = recorder;
  random_with(kind, seed, laws, impl.directions, board_frame(impl), [&](const Input& in, Bitboard) {
    (void)check_all_laws(recording, in);
    return true;
  });
  Answers answers = std::move(recorder->calls);
  for (Kind k : all_kinds()) {
    std::vector<Input> inputs;
    for (const auto& [in, r] : answers)
      if (in.kind == k) inputs.push_back(in);
    if (inputs.empty()) continue;
    std::vector<Bitboard> results(inputs.size());
    impl.batch->eval(k, inputs.data(), inputs.size(), results.data());
    for (std::size_t i = 0; i < inputs.size(); ++i) answers[inputs[i]] = results[i];
  }
  Implementation answered = impl;
  answered.batch = std::make_shared<Answered>(std::move(answers), impl.batch);
  return answered;
}

}  // namespace slidercheck::enumeration
