// The pipe protocol of `slidercheck check --exec CMD` and `bench --exec CMD`:
// an engine in any language, run as a child process (`/bin/sh -c CMD`) that
// reads batches of inputs on its stdin and writes their results on its stdout,
// all little-endian binary. The protocol is specified in docs/protocol.md.
// The child runs under plugin/isolation.h: its own process group, SIGKILL when
// slidercheck dies, its stderr in a Log, every read and write with a deadline.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "isolation.h"
#include "slidercheck/implementation.h"
#include "slidercheck/kinds.h"

namespace slidercheck::exec {

inline constexpr std::uint32_t kVersion = 1;
inline constexpr char kMagic[4] = {'S', 'L', 'C', 'K'};       // hello and handshake
inline constexpr char kReplyMagic[4] = {'R', 'S', 'L', 'T'};  // each batch's reply
inline constexpr std::uint32_t kMaxBatch = 4096;              // inputs per batch, at most
inline constexpr std::uint32_t kMaxText = 4096;               // bytes per handshake string

// The size in bytes of one input record of a shape is record_size(shape)
// (shapes.h): the arguments of the kind's C signature in order, each bitboard
// 8 bytes, each square, direction or color 1.
using slidercheck::record_size;
// Writes in's record (its kind's shape) at out; returns the bytes written.
std::size_t encode_record(const Input& in, unsigned char* out);
// Returns the input of kind whose record is at bytes.
Input decode_record(Kind kind, const unsigned char* bytes);

// What the child said in its handshake.
struct Handshake {
  std::uint32_t version = 0;
  std::uint32_t status = 0;  // 0 ready; otherwise its init failed (error says why)
  std::vector<Kind> kinds;   // the kinds it provides; a batch names one by its position here
  std::string numbering;     // e.g. "a8,b8" ("" = a1,b1)
  std::string contract;      // the contracts' words, e.g. "own-square=occupied pairs=aligned"
  std::string error;         // status != 0: why
};

// A child that could not evaluate a batch, or could not start.
struct Failure : std::runtime_error {
  enum class Type {
    start,     // it could not be run (exec failed): unusable input
    protocol,  // it broke the protocol (bad magic, short or garbled frames)
    crash,     // it ended
    timeout,   // it did not answer within the time limit
  };
  Failure(Type t, const std::string& what) : std::runtime_error(what), type(t) {}
  Type type;
  Kind kind = Kind::rook_attacks;
  std::vector<Input> inputs;  // the batch it failed on (engine numbering), if any
};

// One child process speaking the protocol.
class Process {
 public:
  // Starts `/bin/sh -c command` with stdin and stdout on pipes to us and
  // stderr on log, sends the hello and reads the handshake, each within
  // timeout seconds. Throws Failure.
  Process(const std::string& command, double timeout, const isolation::Log& log);
  ~Process();
  Process(const Process&) = delete;
  Process& operator=(const Process&) = delete;

  const Handshake& handshake() const { return handshake_; }
  // Sends one batch of n inputs (1..kMaxBatch) of the handshake's kind at
  // position `index` and reads the n results, within the timeout. Throws
  // Failure (the child is killed first).
  void eval(std::uint32_t index, Kind kind, const Input* inputs, std::size_t n, Bitboard* results);
  // eval in two halves: send writes the batch (reading what the child writes
  // meanwhile, so a batch may be sent before the previous reply is read);
  // receive reads the oldest reply not yet read. Both throw Failure.
  void send(std::uint32_t index, Kind kind, const Input* inputs, std::size_t n);
  void receive(std::size_t n, Bitboard* results);
  // Closes the child's stdin (the replies to the batches sent can still be received).
  void end_input();
  // Closes the child's stdin, gives it the timeout (at most 1 s) to exit, then
  // kills its group.
  void close();

 private:
  // Returns the next n bytes of the child's stdout, or throws Failure. With
  // missing (reading the handshake's texts), a child that stops short is a
  // protocol failure whose text is missing: at the deadline, or as soon as it
  // has read the hello and stays silent (stalled).
  std::string read_bytes(std::size_t n, isolation::Clock::time_point deadline, const char* reading,
                         const char* missing = nullptr);
  // Returns whether the child, silent since changed, has read all its input.
  bool stalled(isolation::Clock::time_point changed) const;
  // Writes data to the child's stdin while reading its stdout, or throws Failure.
  void write_bytes(const std::string& data, isolation::Clock::time_point deadline);
  [[noreturn]] void fail(Failure::Type type, const std::string& what);
  // How the child ended (after it closed its stdout or died).
  std::string ended_text();

  isolation::Child child_;
  int in_fd_ = -1;
  double timeout_ = 5;
  std::size_t taken_ = 0;  // bytes of child_.buffer consumed
  Handshake handshake_;
};

// After a batch of kind failed with no single input failing alone: whether
// the child reads records of another size (fresh children of command, sent
// batches framed in each record size of the shape table, under kind's position
// in kinds). Returns the diagnosis ("it reads 2-byte records, not between's
// 25-byte records (...), and answers as squares_between ..."), or nothing.
std::optional<std::string> record_size_diagnosis(const std::string& command, double timeout,
                                                 const isolation::Log& log,
                                                 const std::vector<Kind>& kinds, Kind kind,
                                                 const Mapping& mapping);

// Returns whether a failure of text happened before the handshake completed
// because the command could not be run (sh's status 126 or 127).
bool command_not_run(int wait_status);

// The subject's evaluator: one Process at a time, started on first use and
// again after a failure. Throws Failure, with the batch.
class Evaluator : public BatchEvaluator {
 public:
  Evaluator(std::string command, double timeout, const isolation::Log& log, std::vector<Kind> kinds)
      : command_(std::move(command)), timeout_(timeout), log_(log), kinds_(std::move(kinds)) {}
  void eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override;
  // Pipelined: start sends a batch (at most kMaxBatch inputs) and returns;
  // finish waits for the oldest batch started. A Failure names the oldest
  // batch not finished (the child answers in order), and drops the others.
  void start(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) override;
  void finish() override;
  void close() {
    pending_.clear();
    process_.reset();
  }
  // The number of children started so far.
  int started() const { return started_; }
  // Where the inputs answered are counted, by kind (a progress line's), or null.
  void count_in(std::atomic<std::uint64_t>* by_kind) { answered_ = by_kind; }

 private:
  std::string command_;
  double timeout_;
  const isolation::Log& log_;
  std::vector<Kind> kinds_;
  Failure failed(Failure& f);

  struct Pending {
    Kind kind;
    std::vector<Input> inputs;
    Bitboard* results;
  };
  std::unique_ptr<Process> process_;
  std::deque<Pending> pending_;
  int started_ = 0;
  std::atomic<std::uint64_t>* answered_ = nullptr;
};

}  // namespace slidercheck::exec
