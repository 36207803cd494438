// The --exec pipe protocol: see exec.h and docs/protocol.md.
#include "exec.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>

namespace slidercheck::exec {

namespace iso = slidercheck::isolation;
using Clock = iso::Clock;

namespace {

static_assert(std::endian::native == std::endian::little, "the protocol is little-endian");

void put64(unsigned char*& p, std::uint64_t v) {
  std::memcpy(p, &v, 8);
  p += 8;
}
void put8(unsigned char*& p, int v) { *p++ = static_cast<unsigned char>(v); }
std::uint64_t get64(const unsigned char*& p) {
  std::uint64_t v;
  std::memcpy(&v, p, 8);
  p += 8;
  return v;
}
std::uint32_t get32(const char* p) {
  std::uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}
void append32(std::string& s, std::uint32_t v) { s.append(reinterpret_cast<const char*>(&v), 4); }

// Returns bytes shown for a report: printable ASCII as is, others as \xNN.
std::string shown(std::string_view bytes) {
  std::string s;
  for (char c : bytes.substr(0, 16)) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) {
      s += c;
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", u);
      s += hex;
    }
  }
  return "\"" + s + "\"";
}

int remaining_ms(Clock::time_point deadline) {
  const auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return ms <= 0 ? 0 : static_cast<int>(std::min<long long>(ms, 1000 * 1000)) + 1;
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%g s", seconds);
  return text;
}

Clock::time_point deadline_in(double seconds) {
  return Clock::now() +
         std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

}  // namespace

std::size_t encode_record(const Input& in, unsigned char* out) {
  unsigned char* p = out;
  on_shape(shape_of(in.kind), [&]<Shape S>() {
    for_each_argument<S>([&]<Field F>() {
      if constexpr (field_type(F) == FieldType::position) {
        for (int i = 0; i < kPositionWords; ++i) put64(p, position_word(in.pos, i));
      } else if constexpr (field_type(F) == FieldType::bitboard) {
        put64(p, field_ref<F>(in));
      } else {
        put8(p, field_ref<F>(in));
      }
    });
    return 0;
  });
  return static_cast<std::size_t>(p - out);
}

Input decode_record(Kind kind, const unsigned char* bytes) {
  const unsigned char* p = bytes;
  Input in{.kind = kind};
  on_shape(shape_of(kind), [&]<Shape S>() {
    for_each_argument<S>([&]<Field F>() {
      if constexpr (field_type(F) == FieldType::position) {
        for (int i = 0; i < kPositionWords; ++i) position_word(in.pos, i) = get64(p);
      } else if constexpr (field_type(F) == FieldType::bitboard) {
        field_ref<F>(in) = get64(p);
      } else {
        field_ref<F>(in) = *p++;
      }
    });
    return 0;
  });
  return in;
}

bool command_not_run(int wait_status) {
  return WIFEXITED(wait_status) &&
         (WEXITSTATUS(wait_status) == 126 || WEXITSTATUS(wait_status) == 127);
}

// ---- Process -------------------------------------------------------------------------

Process::Process(const std::string& command, double timeout, const iso::Log& log)
    : timeout_(timeout) {
  // A child that closed its stdin must give EPIPE, not kill us.
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  sigaction(SIGPIPE, &ignore, nullptr);
  // A simple command replaces the shell (`exec`), so its own exit status or
  // signal is what we see; anything else runs as sh -c gives it.
  const bool simple = command.find_first_of(";&|<>()$`\\\n*?[]{}~#=") == std::string::npos;
  const std::string shell_text = simple ? "exec " + command : command;
  int in[2];
  if (pipe2(in, O_CLOEXEC) != 0)
    fail(Failure::Type::start, std::string("pipe: ") + std::strerror(errno));
  child_ = iso::spawn(
      [&](int fd) {
        // stdout is the pipe to us; stderr stays on the log.
        if (dup2(fd, 1) < 0) _exit(126);
        ::close(fd);
        struct sigaction dfl {};
        dfl.sa_handler = SIG_DFL;
        sigemptyset(&dfl.sa_mask);
        sigaction(SIGPIPE, &dfl, nullptr);
        execl("/bin/sh", "sh", "-c", shell_text.c_str(), static_cast<char*>(nullptr));
        std::fprintf(stderr, "slidercheck: cannot run /bin/sh: %s\n", std::strerror(errno));
        _exit(127);
      },
      &log, in[0]);
  ::close(in[0]);
  if (child_.pid < 0) {
    ::close(in[1]);
    fail(Failure::Type::start, std::string("fork: ") + std::strerror(errno));
  }
  in_fd_ = in[1];
  fcntl(in_fd_, F_SETFL, fcntl(in_fd_, F_GETFL) | O_NONBLOCK);
  // Pipes that hold two whole batches each way: fewer partial reads and writes
  // (best effort: the limit is /proc/sys/fs/pipe-max-size).
  fcntl(in_fd_, F_SETPIPE_SZ, 1 << 20);
  fcntl(child_.fd, F_SETPIPE_SZ, 1 << 20);

  const auto deadline = deadline_in(timeout_);
  std::string hello(kMagic, 4);
  append32(hello, kVersion);
  append32(hello, kMaxBatch);
  write_bytes(hello, deadline);
  const std::string head = read_bytes(12, deadline, "its handshake");
  if (head.compare(0, 4, kMagic, 4) != 0)
    fail(Failure::Type::protocol, "its handshake does not start with \"SLCK\": it began " +
                                      shown(head) + " (see docs/protocol.md)");
  handshake_.version = get32(head.data() + 4);
  handshake_.status = get32(head.data() + 8);
  if (handshake_.version != kVersion)
    fail(Failure::Type::protocol, "its handshake gives protocol version " +
                                      std::to_string(handshake_.version) + "; slidercheck speaks " +
                                      std::to_string(kVersion));
  // Every text is sent, the error too (empty when the status is 0): a child
  // that stops short while it waits for its first batch is told which text is
  // missing, without waiting for the timeout.
  std::string texts[4];
  const char* names[4] = {"kinds", "numbering", "contract", "error"};
  for (int i = 0; i < 4; ++i) {
    const std::string missing =
        std::string("its handshake stopped after ") +
        (i == 0 ? std::string("the status") : std::string("the ") + names[i - 1] + " text") +
        ": the " + names[i] +
        " text (a u32 byte count, then the bytes) is missing (the handshake has all four texts "
        "kinds, numbering, contract and error, each sent even when empty; see docs/protocol.md)";
    const std::uint32_t length =
        get32(read_bytes(4, deadline, "its handshake", missing.c_str()).data());
    if (length > kMaxText)
      fail(Failure::Type::protocol, std::string("its handshake's ") + names[i] + " text is " +
                                        std::to_string(length) + " bytes long (at most " +
                                        std::to_string(kMaxText) + ")");
    texts[i] = read_bytes(length, deadline, "its handshake", missing.c_str());
  }
  handshake_.numbering = texts[1];
  handshake_.contract = texts[2];
  handshake_.error = texts[3];
  if (handshake_.status != 0) return;
  std::string kinds = texts[0];
  std::replace(kinds.begin(), kinds.end(), ',', ' ');
  std::size_t at = 0;
  while (at < kinds.size()) {
    const std::size_t end = std::min(kinds.find(' ', at), kinds.size());
    const std::string name = kinds.substr(at, end - at);
    at = end + 1;
    if (name.empty()) continue;
    const auto kind = parse_kind(name);
    if (!kind) fail(Failure::Type::protocol, "its handshake names an unknown kind " + shown(name));
    if (std::find(handshake_.kinds.begin(), handshake_.kinds.end(), *kind) !=
        handshake_.kinds.end())
      fail(Failure::Type::protocol, "its handshake names " + name + " twice");
    handshake_.kinds.push_back(*kind);
  }
  if (handshake_.kinds.empty())
    fail(Failure::Type::protocol, "its handshake names no kind (want e.g. \"rook_attacks\")");
}

Process::~Process() { close(); }

void Process::end_input() {
  if (in_fd_ >= 0) ::close(in_fd_);
  in_fd_ = -1;
}

void Process::close() {
  if (in_fd_ >= 0) ::close(in_fd_);
  in_fd_ = -1;
  if (!child_.running) return;
  // It should exit on the end of its stdin; wait for its stdout to close.
  const auto deadline = deadline_in(std::min(timeout_, 1.0));
  while (!child_.eof && Clock::now() < deadline) {
    iso::wait_for_output({&child_}, remaining_ms(deadline));
  }
  while (!iso::reap_if_exited(child_) && Clock::now() < deadline) usleep(2000);
  iso::kill(child_);
}

std::string Process::ended_text() {
  // It closed its stdout: give it a moment to exit, so its status is known.
  const auto deadline = deadline_in(0.5);
  while (child_.running && !iso::reap_if_exited(child_) && Clock::now() < deadline) usleep(2000);
  if (child_.running) {
    iso::kill(child_);
    return "it closed its standard output";
  }
  return "it ended (" + iso::status_text(child_.status) + ")";
}

void Process::fail(Failure::Type type, const std::string& what) {
  std::string text = what;
  if (type == Failure::Type::crash) text = ended_text() + what;
  if (child_.running) iso::kill(child_);
  if (in_fd_ >= 0) ::close(in_fd_);
  in_fd_ = -1;
  if (type == Failure::Type::crash && command_not_run(child_.status)) type = Failure::Type::start;
  throw Failure(type, text);
}

std::string Process::read_bytes(std::size_t n, Clock::time_point deadline, const char* reading,
                                const char* missing) {
  std::size_t had = child_.buffer.size();
  auto changed = Clock::now();
  for (;;) {
    if (child_.buffer.size() - taken_ >= n) {
      std::string out = child_.buffer.substr(taken_, n);
      taken_ += n;
      if (taken_ > (1u << 20)) {
        child_.buffer.erase(0, taken_);
        taken_ = 0;
      }
      return out;
    }
    if (child_.eof || child_.fd < 0) {
      const std::size_t got = child_.buffer.size() - taken_;
      fail(Failure::Type::crash,
           std::string(" before it had sent all of ") + reading +
               (got ? " (" + std::to_string(got) + " of " + std::to_string(n) + " bytes)" : ""));
    }
    if (child_.buffer.size() != had) {
      had = child_.buffer.size();
      changed = Clock::now();
    }
    if (missing && stalled(changed)) fail(Failure::Type::protocol, missing);
    if (Clock::now() >= deadline) {
      if (missing)
        fail(Failure::Type::protocol,
             std::string(missing) + " (it did not come within " + seconds_text(timeout_) + ")");
      char text[160];
      std::snprintf(text, sizeof text, "timeout: %s did not come within %g s", reading, timeout_);
      // Nothing at all on its stdout: most often a handshake written but
      // left in the program's stdout buffer.
      const bool nothing = child_.buffer.empty() && taken_ == 0;
      fail(Failure::Type::timeout,
           std::string(text) +
               (nothing ? " (nothing at all came on its standard output: if it wrote its "
                          "handshake, flush its stdout after writing it; a pipe's stdout is "
                          "buffered)"
                        : ""));
    }
    iso::wait_for_output({&child_},
                         missing ? std::min(remaining_ms(deadline), 100) : remaining_ms(deadline));
  }
}

bool Process::stalled(Clock::time_point changed) const {
  // It read the whole hello and has written nothing for a while: it waits for
  // its first batch, so the rest of its handshake will not come.
  const double quiet = std::min(1.0, timeout_ / 2);
  if (Clock::now() - changed < std::chrono::duration<double>(quiet)) return false;
  int unread = -1;
  return in_fd_ >= 0 && ioctl(in_fd_, FIONREAD, &unread) == 0 && unread == 0;
}

void Process::write_bytes(const std::string& data, Clock::time_point deadline) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(in_fd_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
      // It closed its stdin (or ended): the replies it wrote are still read,
      // and reading the next one fails.
      iso::read_available(child_);
      return;
    }
    // Full pipe: wait until it reads, reading what it writes meanwhile.
    if (Clock::now() >= deadline) {
      char text[160];
      std::snprintf(text, sizeof text, "timeout: it did not read its input within %g s", timeout_);
      fail(Failure::Type::timeout, text);
    }
    pollfd fds[2] = {{in_fd_, POLLOUT, 0}, {child_.fd, POLLIN, 0}};
    const int nfds = child_.eof || child_.fd < 0 ? 1 : 2;
    if (poll(fds, nfds, std::min(remaining_ms(deadline), 50)) > 0 && nfds == 2 && fds[1].revents)
      iso::read_available(child_);
  }
}

void Process::eval(std::uint32_t index, Kind kind, const Input* inputs, std::size_t n,
                   Bitboard* results) {
  send(index, kind, inputs, n);
  receive(n, results);
}

void Process::send(std::uint32_t index, Kind kind, const Input* inputs, std::size_t n) {
  const std::size_t size = record_size(shape_of(kind));
  std::string frame(8 + n * size, '\0');
  std::uint32_t header[2] = {index, static_cast<std::uint32_t>(n)};
  std::memcpy(frame.data(), header, 8);
  auto* p = reinterpret_cast<unsigned char*>(frame.data()) + 8;
  for (std::size_t i = 0; i < n; ++i) p += encode_record(inputs[i], p);
  write_bytes(frame, deadline_in(timeout_));
}

void Process::receive(std::size_t n, Bitboard* results) {
  const auto deadline = deadline_in(timeout_);
  const std::string head = read_bytes(8, deadline, "the batch's reply");
  if (head.compare(0, 4, kReplyMagic, 4) != 0)
    fail(Failure::Type::protocol, "the reply to a batch does not start with \"RSLT\": it began " +
                                      shown(head) +
                                      " (anything but frames on its standard output breaks the "
                                      "protocol: write logs to standard error)");
  const std::uint32_t count = get32(head.data() + 4);
  if (count != n)
    fail(Failure::Type::protocol, "the reply to a batch of " + std::to_string(n) + " inputs has " +
                                      std::to_string(count) + " results");
  const std::string body = read_bytes(8 * n, deadline, "the batch's results");
  std::memcpy(results, body.data(), 8 * n);
}

// ---- Evaluator -----------------------------------------------------------------------

void Evaluator::eval(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) {
  for (std::size_t done = 0; done < n;) {
    const std::size_t count = std::min<std::size_t>(n - done, kMaxBatch);
    start(kind, inputs + done, count, results + done);
    while (!pending_.empty()) finish();
    done += count;
  }
}

void Evaluator::start(Kind kind, const Input* inputs, std::size_t n, Bitboard* results) {
  const auto it = std::find(kinds_.begin(), kinds_.end(), kind);
  const auto index = static_cast<std::uint32_t>(it - kinds_.begin());
  pending_.push_back(Pending{kind, std::vector<Input>(inputs, inputs + n), results});
  try {
    if (!process_) {
      ++started_;
      process_ = std::make_unique<Process>(command_, timeout_, log_);
    }
    process_->send(index, kind, inputs, n);
  } catch (Failure& f) {
    // It did not read this batch: it is stuck on (or died in) the oldest one.
    throw failed(f);
  }
}

void Evaluator::finish() {
  if (pending_.empty()) return;
  try {
    process_->receive(pending_.front().inputs.size(), pending_.front().results);
  } catch (Failure& f) {
    throw failed(f);
  }
  if (answered_)
    answered_[static_cast<int>(pending_.front().kind)].fetch_add(pending_.front().inputs.size());
  pending_.pop_front();
}

Failure Evaluator::failed(Failure& f) {
  process_.reset();
  f.kind = pending_.front().kind;
  f.inputs = std::move(pending_.front().inputs);
  pending_.clear();
  return f;
}

}  // namespace slidercheck::exec
