// bench's timed loops (bench_timing.h).
#include "cli/bench_timing.h"

#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <x86intrin.h>

#include <chrono>
#include <cstring>
#include <tuple>
#include <utility>

namespace slidercheck::cli {

CycleCounter::CycleCounter() {
  perf_event_attr attr;
  std::memset(&attr, 0, sizeof attr);
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_HARDWARE;
  attr.config = PERF_COUNT_HW_CPU_CYCLES;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  fd_ = static_cast<int>(syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0));
  std::uint64_t probe = 0;  // a counter that opens but never counts is no counter
  if (fd_ >= 0 && (read(fd_, &probe, sizeof probe) != sizeof probe)) {
    close(fd_);
    fd_ = -1;
  }
}

CycleCounter::~CycleCounter() {
  if (fd_ >= 0) close(fd_);
}

std::uint64_t CycleCounter::now() const {
  if (fd_ < 0) return __rdtsc();
  std::uint64_t v = 0;
  if (read(fd_, &v, sizeof v) != sizeof v) return 0;
  return v;
}

namespace {

volatile Bitboard g_sink;  // keeps the results alive
volatile Bitboard g_zero;  // 0, unknown to the compiler: the dependent mode's mask

// The timed loops: `passes` passes over the inputs.
template <class Loop>
Timing timed(std::uint64_t passes, const CycleCounter& counter, Loop loop) {
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t c0 = counter.now();
  Bitboard acc = 0;
  for (std::uint64_t p = 0; p < passes; ++p) acc ^= loop();
  const std::uint64_t c1 = counter.now();
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  g_sink = acc;
  return {s, static_cast<double>(c1 - c0)};
}

// Returns the column of x that holds argument I of shape S.
template <Shape S, std::size_t I>
const auto* column(const Inputs& x) {
  constexpr bool word = field_type(shape_info(S).arguments[I]) == FieldType::bitboard;
  constexpr int before = [] {  // the arguments of the same kind (word or not) before I
    int k = 0;
    for (std::size_t j = 0; j < I; ++j)
      k += (field_type(shape_info(S).arguments[j]) == FieldType::bitboard) == word;
    return k;
  }();
  if constexpr (word)
    return (before == 0 ? x.a : before == 1 ? x.b : x.c).data();
  else
    return (before == 0 ? x.n : x.m).data();
}

// Returns v with the previous result, masked by zero, mixed in (a value the
// compiler cannot know, so the call waits for the previous one).
template <class T>
[[gnu::always_inline]] inline T depend(T v, Bitboard last, Bitboard zero) {
  return static_cast<T>(v ^ static_cast<T>(last & zero));
}

// One pass of f over the inputs' columns, the results XORed into a sink: the
// measured loop. Its own function, aligned to a cache line and never inlined,
// with every operand an argument (in a register across the calls: nothing is
// reloaded through a reference after each call), so that the loop is the
// same few instructions at the same place whatever shape or caller.
template <class F, class... Column>
[[gnu::noinline, gnu::aligned(64)]] Bitboard one_pass(F f, std::size_t n, const Column*... column) {
  Bitboard s = 0;
  for (std::size_t i = 0; i < n; ++i) s ^= f(column[i]...);
  return s;
}

// As one_pass, prepare(occ) before each call (occ: the first column).
template <class F, class... Column>
[[gnu::noinline, gnu::aligned(64)]] Bitboard one_prepared_pass(F f, PrepareFn prepare,
                                                               std::size_t n, const Bitboard* occ,
                                                               const Column*... column) {
  Bitboard s = 0;
  for (std::size_t i = 0; i < n; ++i) {
    prepare(occ[i]);
    s ^= f(occ[i], column[i]...);
  }
  return s;
}

// As one_pass, each call's first argument depending on the previous result
// (prepare, when set, before each call with that argument).
template <class F, class First, class... Column>
[[gnu::noinline, gnu::aligned(64)]] Bitboard one_dependent_pass(F f, PrepareFn prepare,
                                                                Bitboard zero, std::size_t n,
                                                                const First* first,
                                                                const Column*... column) {
  Bitboard last = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const First v = depend(first[i], last, zero);
    if constexpr (std::is_same_v<First, Bitboard>)
      if (prepare) prepare(v);
    last = f(v, column[i]...);
  }
  return last;
}

// One pass of the batch entry b over the inputs one at a time, each input's
// first argument depending on the previous result.
template <class B, class First, class... Column>
[[gnu::noinline, gnu::aligned(64)]] Bitboard one_dependent_batch(B b, Bitboard zero, std::size_t n,
                                                                 const First* first,
                                                                 const Column*... column) {
  Bitboard last = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const First v = depend(first[i], last, zero);
    b(&v, column + i..., &last, 1);
  }
  return last;
}

template <Shape S, std::size_t... I>
Timing time_shape(const Implementation& impl, Kind kind, const Inputs& x, std::uint64_t passes,
                  CallMode mode, bool dependent, const CycleCounter& counter,
                  std::index_sequence<I...>) {
  const std::size_t n = x.n.size();
  const auto columns = std::make_tuple(column<S, I>(x)...);
  const Bitboard zero = g_zero;
  if (mode == CallMode::batch) {
    const auto b = impl.get_batch<S>(kind);
    if (dependent)
      return timed(passes, counter,
                   [&] { return one_dependent_batch(b, zero, n, std::get<I>(columns)...); });
    std::vector<Bitboard> out(n);
    return timed(passes, counter, [&] {
      b(std::get<I>(columns)..., out.data(), n);
      return out[n - 1];
    });
  }
  const auto f = impl.get<S>(kind);
  if (dependent)
    return timed(passes, counter, [&] {
      return one_dependent_pass(f, impl.prepare, zero, n, std::get<I>(columns)...);
    });
  if constexpr (shape_takes(S, Field::occ)) {
    if (impl.prepare) {
      return [&]<std::size_t... J>(std::index_sequence<0, J...>) {
        return timed(passes, counter, [&] {
          return one_prepared_pass(f, impl.prepare, n, std::get<0>(columns),
                                   std::get<J>(columns)...);
        });
      }
      (std::index_sequence<I...>());
    }
  }
  return timed(passes, counter, [&] { return one_pass(f, n, std::get<I>(columns)...); });
}

}  // namespace

Timing run_passes(const Implementation& impl, Kind kind, const Inputs& x, std::uint64_t passes,
                  CallMode mode, bool dependent, const CycleCounter& counter) {
  return on_shape(shape_of(kind), [&]<Shape S>() {
    constexpr auto size = static_cast<std::size_t>(shape_info(S).arguments.size);
    if constexpr (shape_takes(S, Field::pos)) {
      return Timing{};  // the position kinds are not benchmarked (bench skips them)
    } else {
      return time_shape<S>(impl, kind, x, passes, mode, dependent, counter,
                           std::make_index_sequence<size>());
    }
  });
}

}  // namespace slidercheck::cli
