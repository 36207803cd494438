// Worker jobs, forked or exec'd (worker_exec.h), and the hidden worker mode.
#include "worker_exec.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>

#include "check_worker.h"
#include "sanitizers.h"
#include "sequence_worker.h"
#include "slidercheck/command_line.h"
#include "slidercheck/read_file.h"

namespace slidercheck::plugin::detail {

namespace {

// Where an exec'd worker finds its shared page and its job.
constexpr int kPageFd = iso::kChannelFd + 1;
constexpr int kJobFd = iso::kChannelFd + 2;
constexpr std::uint32_t kJobMagic = 0x6a6f6273;
constexpr std::size_t kMaxJobBytes = std::size_t{256} << 20;

void put_word(std::string& out, const std::string& word) {
  const auto size = static_cast<std::uint32_t>(word.size());
  out.append(reinterpret_cast<const char*>(&size), sizeof size);
  out += word;
}

// Returns this process's command line after argv[0] (/proc/self/cmdline).
std::vector<std::string> own_command_line() {
  std::vector<std::string> words;
  auto read = read_file_bounded("/proc/self/cmdline", 1 << 20);
  if (const auto* text = std::get_if<std::string>(&read)) {
    for (std::size_t at = 0; at < text->size();) {
      const std::size_t end = std::min(text->find('\0', at), text->size());
      words.push_back(text->substr(at, end - at));
      at = end + 1;
    }
  }
  if (!words.empty()) words.erase(words.begin());
  return words;
}

}  // namespace

int write_job(const WorkerJob& job) {
  JobHeader h{.magic = kJobMagic,
              .type = job.type,
              .slot = job.slot,
              .probe_only = job.probe_only,
              .serve = job.serve};
  std::string words;
  if (job.type == WorkerJob::isolated) {
    for (const std::string& w : own_command_line()) {
      put_word(words, w);
      ++h.n_words;
    }
  } else {
    for (const GivenOption& o : write_check(*job.spec)) {
      put_word(words, o.name);
      put_word(words, o.value);
      h.n_words += 2;
    }
  }
  const void* items = nullptr;
  std::size_t item_bytes = 0;
  if (job.tasks) {
    h.n_items = job.tasks->size();
    items = job.tasks->data();
    item_bytes = h.n_items * sizeof(Task);
  } else if (job.calls) {
    h.n_items = job.calls->size();
    items = job.calls->data();
    item_bytes = h.n_items * sizeof(Input);
  }
  const int fd = memfd_create("slidercheck-job", MFD_CLOEXEC);
  if (fd < 0) return -1;
  if (!iso::write_all(fd, &h, sizeof h) || !iso::write_all(fd, words.data(), words.size()) ||
      (item_bytes && !iso::write_all(fd, items, item_bytes)) || lseek(fd, 0, SEEK_SET) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

namespace {

// Reads n bytes from fd into out; false at its end.
bool read_exact(int fd, void* out, std::size_t n) {
  auto* p = static_cast<char*>(out);
  while (n) {
    const ssize_t r = read(fd, p, n);
    if (r <= 0) return false;
    p += r;
    n -= static_cast<std::size_t>(r);
  }
  return true;
}

[[noreturn]] void bad_job(const char* what) {
  std::fprintf(stderr, "slidercheck: the exec'd worker %s\n", what);
  std::fflush(stderr);
  _exit(iso::kExitNoWorker);
}

}  // namespace

ReadJob read_job(int fd) {
  ReadJob job;
  JobHeader& h = job.header;
  if (!read_exact(fd, &h, sizeof h) || h.magic != kJobMagic || h.n_words > (1u << 20))
    bad_job("was given no job");
  std::size_t total = 0;
  for (std::uint64_t i = 0; i < h.n_words; ++i) {
    std::uint32_t size = 0;
    if (!read_exact(fd, &size, sizeof size) || (total += size) > kMaxJobBytes)
      bad_job("was given a cut job");
    std::string& w = job.words.emplace_back(size, '\0');
    if (size && !read_exact(fd, w.data(), size)) bad_job("was given a cut job");
  }
  const std::size_t item = h.type == WorkerJob::check ? sizeof(Task) : sizeof(Input);
  if (h.n_items > kMaxJobBytes / item) bad_job("was given too large a job");
  if (h.type == WorkerJob::check) job.tasks.resize(h.n_items);
  if (h.type == WorkerJob::sequence || h.type == WorkerJob::entry_sequence)
    job.calls.resize(h.n_items);
  void* items = h.type == WorkerJob::check ? static_cast<void*>(job.tasks.data())
                                           : static_cast<void*>(job.calls.data());
  if (h.type != WorkerJob::isolated && h.n_items && !read_exact(fd, items, h.n_items * item))
    bad_job("was given a cut job");
  return job;
}

namespace {

int g_isolated_page_fd = -1;

}  // namespace

void run_read_job(const ReadJob& job, int fd) {
  std::vector<GivenOption> options;
  for (std::size_t i = 0; i + 1 < job.words.size(); i += 2)
    options.push_back({job.words[i], job.words[i + 1]});
  CheckSpec spec;
  try {
    spec = read_check(options);
  } catch (const UsageError& e) {
    bad_job(("could not read its check: " + e.message).c_str());
  }
  WorkerJob run{.type = static_cast<WorkerJob::Type>(job.header.type),
                .spec = &spec,
                .slot = job.header.slot,
                .probe_only = job.header.probe_only != 0,
                .tasks = &job.tasks,
                .calls = &job.calls,
                .serve = job.header.serve != 0,
                .control = job.header.serve != 0 ? kControlFd : -1};
  run_job(run, fd);
}

void run_job(const WorkerJob& job, int fd) {
  if (job.type == WorkerJob::sequence || job.type == WorkerJob::entry_sequence)
    sequence_main(*job.spec, *job.calls, job.slot, fd, job.type == WorkerJob::entry_sequence);
  else
    worker_main(*job.spec, job.tasks ? *job.tasks : std::vector<Task>{}, job.slot, fd,
                job.probe_only, job.serve ? job.control : -1);
  _exit(0);
}

std::optional<iso::ExecWorker> exec_worker(const WorkerJob& job, int page_fd) {
  if (job.spec == nullptr || job.spec->plugin.empty()) return std::nullopt;
  const RuntimePlan& plan = sanitizer_runtime_plan(job.spec->plugin, job.spec->sanitizer_runtimes);
  if (plan.preload.empty()) return std::nullopt;
  const int job_fd = write_job(job);
  if (job_fd < 0) {
    std::perror("slidercheck: memfd_create");
    std::exit(3);
  }
  iso::ExecWorker exec;
  exec.path = "/proc/self/exe";
  exec.args = {"slidercheck", kWorkerModeWord};
  exec.env = sanitizer_environment(plan);
  exec.fds = {page_fd, job_fd};  // kPageFd, kJobFd in the worker
  return exec;
}

int isolated_page_fd() { return g_isolated_page_fd; }

}  // namespace slidercheck::plugin::detail

namespace slidercheck::plugin {

std::vector<std::string> run_worker_mode() {
  using namespace detail;
  restore_preload();
  iso::adopt_channel();
  ReadJob job = read_job(kJobFd);
  close(kJobFd);
  if (job.header.type == WorkerJob::isolated) {
    g_isolated_page_fd = kPageFd;  // mapped by run_isolated, which the command reaches
    return std::move(job.words);
  }
  g_shared = iso::map_shared<Shared>(kPageFd);
  close(kPageFd);
  if (!g_shared) bad_job("could not map the shared page");
  g_key = g_shared->head;  // before anything of the plugin ran here
  run_read_job(job, iso::kChannelFd);
}

}  // namespace slidercheck::plugin
