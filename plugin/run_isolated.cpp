// run_isolated (plugin_loader.h): bench's engines loaded and measured in one
// child process, under the load watchdog and the body's heartbeat.
#include <sys/random.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "child_protocol.h"
#include "loader.h"
#include "sanitizers.h"
#include "slidercheck/plugin_loader.h"
#include "worker_exec.h"
#include "worker_pool.h"

namespace slidercheck::plugin {

namespace {

using namespace detail;

// What run_isolated's child shares with the parent.
struct IsolatedShared {
  Slot slot;
  Heartbeat beat;
};

// What precedes body's result on the pipe.
struct BodyHeader {
  std::uint64_t magic = kMagic;
  std::uint64_t size = 0;
};

// The child: loads each spec's plugin in turn, reporting each load; then runs
// body and sends its result (length, bytes).
void isolated_child(const std::vector<CheckSpec>& specs, IsolatedShared& page,
                    const IsolatedBody& body, int fd) {
  Slot& slot = page.slot;
  g_slot = &slot;
  install_fatal_handlers();
  report_to_stderr();
  std::vector<LoadedEngine> engines;
  for (const CheckSpec& spec : specs) {
    slot.task.store(kTaskInit);
    const Loaded l = spec.plugin.empty() ? Loaded{} : load(spec);
    write_message(fd, load_message(l));
    if (l.status != kLoaded) _exit(70);
    std::string source;
    const auto mapping = resolve_mapping(spec, l, &source);
    if (!mapping) _exit(71);
    LoadedEngine e;
    e.name = engine_name(spec);
    e.mapping = *mapping;
    e.has_init = l.has_init;
    e.functions = l.impl;
    e.functions.name = e.name;
    e.functions.origin = origin_of(spec);
    e.found = provided_kinds(l.impl);
    if (l.has_own_square_symbol) e.own_square = parse_own_square(l.own_square_symbol);
    if (l.has_xray_blockers_symbol) e.xray_blockers = parse_xray_blockers(l.xray_blockers_symbol);
    if (l.has_pairs_symbol) e.pairs = parse_pair_domain(l.pairs_symbol);
    if (l.has_pawn_squares_symbol) e.pawn_squares = parse_pawn_squares(l.pawn_squares_symbol);
    for (Kind kind : e.found)
      if (l.impl.has_batch(kind)) e.batched.push_back(kind);
    engines.push_back(std::move(e));
  }
  slot.task.store(kTaskNone);
  const std::string out = body(engines, page.beat);
  const BodyHeader header{.size = out.size()};
  send(fd, &header, sizeof header);
  send(fd, out.data(), out.size());
}

// The parent: waits for the child, each load under the load watchdog (loads
// reports: until all `loads` came through the pipe, whatever the page says),
// body under its heartbeat (between measurements too, with kIdleSeconds at
// least: a plugin can write the page); returns whether it was killed for hanging.
bool watch_isolated(iso::Child& child, const IsolatedShared& page, std::size_t loads,
                    double load_limit, double body_limit) {
  iso::Watchdog load_dog, body_dog;
  for (;;) {
    iso::wait_for_output({&child}, kPollMs);
    if (iso::reap_if_exited(child)) return false;
    const bool loading = child.buffer.size() < loads * sizeof(Message);
    const Heartbeat& beat = page.beat;
    const double limit = beat.busy.load() ? body_limit : std::max(body_limit, kIdleSeconds);
    if (load_dog.expired(progress(page.slot) + child.buffer.size(), loading, load_limit) ||
        body_dog.expired(beat.beats.load(), !loading, limit)) {
      iso::kill(child);
      return true;
    }
  }
}

}  // namespace

IsolatedRun run_isolated(const std::vector<CheckSpec>& specs, double body_limit,
                         const IsolatedBody& body) {
  IsolatedRun run;
  if (isolated_page_fd() >= 0) {  // this is the exec'd worker: the child's part only
    IsolatedShared* page = iso::map_shared<IsolatedShared>(isolated_page_fd());
    close(isolated_page_fd());
    if (!page) _exit(iso::kExitNoWorker);
    g_key = page->slot.guard;  // before anything of the plugin ran here
    isolated_child(specs, *page, body, iso::kChannelFd);
    std::fflush(nullptr);
    _exit(0);
  }
  auto fail = [&](int code, std::string error) {
    run.exit_code = code;
    run.error = std::move(error);
    return run;
  };
  for (const CheckSpec& spec : specs) {
    if (spec.plugin.empty()) continue;
    if (auto error = plugin_file_error(spec)) return fail(2, *error);
  }
  const iso::SharedPage<IsolatedShared> page;
  if (!page.ok()) return fail(2, std::string("mmap: ") + std::strerror(errno));
  const iso::Log log;
  Slot& slot = page->slot;
  slot.task.store(kTaskInit);
  // The slot's key, checked after each load as a check's worker does.
  if (getrandom(&g_key, sizeof g_key, 0) != static_cast<ssize_t>(sizeof g_key))
    g_key = reinterpret_cast<std::uintptr_t>(&slot) ^ 0x9e3779b97f4a7c15;
  slot.guard = g_key;
  // An exec'd worker when a plugin needs a sanitizer runtime (the first such
  // plugin's runtimes are preloaded).
  std::optional<iso::ExecWorker> exec;
  for (const CheckSpec& spec : specs)
    if (!exec) exec = exec_worker(WorkerJob{.type = WorkerJob::isolated, .spec = &spec}, page.fd());
  iso::Child child = iso::spawn([&](int fd) { isolated_child(specs, *page.get(), body, fd); }, &log,
                                -1, exec ? &*exec : nullptr);
  if (exec) close(exec->fds.back());
  if (child.pid < 0) return fail(3, std::string("fork: ") + std::strerror(errno));
  const bool timed_out =
      watch_isolated(child, *page.get(), specs.size(), specs.front().timeout_seconds, body_limit);
  run.plugin_output = log.tail();
  const std::string& b = child.buffer;
  std::size_t at = 0;
  std::uint32_t sequence = 0;
  // The plugin closed or wrote to the pipe (while loading, or while measured:
  // which plugin did it is known only while loading).
  auto channel_fail = [&](const std::string& who, const char* when) {
    return fail(3, who + " " + iso::channel_damage() + when);
  };
  std::string plugins;
  for (const CheckSpec& spec : specs)
    if (!spec.plugin.empty()) plugins += (plugins.empty() ? "'" : ", '") + spec.plugin + "'";
  const std::string any_plugin =
      specs.size() == 1 ? "the plugin" : "one of the plugins (" + plugins + ")";
  for (const CheckSpec& spec : specs) {
    LoadedEngine& engine = run.engines.emplace_back();
    engine.name = engine_name(spec);
    const std::string who = specs.size() == 1 ? "the plugin" : "the plugin '" + spec.plugin + "'";
    if (b.size() < at + sizeof(Message) && child.supervisor_killed)
      return fail(3, who + " " + iso::supervisor_kill() + kWhileLoading);
    Message m;
    if (b.size() >= at + sizeof m) std::memcpy(&m, b.data() + at, sizeof m);
    if (b.size() >= at + sizeof m ? !well_framed(m, sequence++) : slot.channel_broken.load())
      return channel_fail(who, kWhileLoading);
    if (b.size() < at + sizeof(Message)) {
      char limit[64];
      std::snprintf(limit, sizeof limit, "timeout: no return within %g s", spec.timeout_seconds);
      std::string what = timed_out ? limit : iso::status_text(child.status);
      if (!timed_out && slot.signal.load()) what = "signal " + iso::signal_text(slot.signal.load());
      return fail(3, load_death_error(who, timed_out, what));
    }
    at += sizeof m;
    if (auto error = probe_error(spec, m)) return fail(2, *error);
    if (m.load_status == kFdsClosed || m.load_status == kOverwritten) return fail(3, m.error);
    Loaded info;
    info.has_mapping_symbol = m.has_mapping_symbol;
    info.mapping_symbol = m.mapping_symbol;
    info.has_bit_mapping_symbol = m.has_bit_mapping_symbol;
    info.bit_mapping_symbol = m.bit_mapping_symbol;
    std::string source;
    const auto mapping = resolve_mapping(spec, info, &source);
    if (!mapping) return fail(2, mapping_error(spec, info));
    engine.mapping = *mapping;
    info.has_own_square_symbol = m.has_own_square_symbol;
    info.own_square_symbol = m.own_square_symbol;
    info.has_xray_blockers_symbol = m.has_xray_blockers_symbol;
    info.xray_blockers_symbol = m.xray_blockers_symbol;
    info.has_pairs_symbol = m.has_pairs_symbol;
    info.pairs_symbol = m.pairs_symbol;
    info.has_pawn_squares_symbol = m.has_pawn_squares_symbol;
    info.pawn_squares_symbol = m.pawn_squares_symbol;
    // The declared contracts, unless an option overrides.
    std::string own_source, xray_source, pairs_source, squares_source;
    const auto own = resolve_own_square(spec, info, &own_source);
    const auto xray = resolve_xray_blockers(spec, info, &xray_source);
    const auto pairs = resolve_pairs(spec, info, &pairs_source);
    const auto squares = resolve_pawn_squares(spec, info, &squares_source);
    if (!own || !xray || !pairs || !squares) return fail(2, contract_symbol_error(spec, info));
    if (own_source == "symbol") engine.own_square = own;
    if (xray_source == "symbol") engine.xray_blockers = xray;
    if (pairs_source == "symbol") engine.pairs = pairs;
    if (squares_source == "symbol") engine.pawn_squares = squares;
    engine.has_init = m.has_init;
    engine.has_prepare = m.has_prepare;
    for (Kind kind : all_kinds())
      if ((m.provided >> static_cast<int>(kind)) & 1) engine.found.push_back(kind);
    for (Kind kind : engine.found)
      if ((m.batches >> static_cast<int>(kind)) & 1) engine.batched.push_back(kind);
  }
  // body's result, when it got that far.
  BodyHeader header;
  if (b.size() >= at + sizeof header) {
    std::memcpy(&header, b.data() + at, sizeof header);
    if (header.magic == kMagic && b.size() - at - sizeof header == header.size) {
      run.output = b.substr(at + sizeof header);
      return run;
    }
  }
  // A header cut short (killed while writing it) says nothing; a whole one has the magic.
  const bool framed = b.size() < at + sizeof header ||
                      (header.magic == kMagic && b.size() - at - sizeof header <= header.size);
  if (!framed || slot.channel_broken.load()) return channel_fail(any_plugin, " while measured");
  if (child.supervisor_killed)
    return fail(3, any_plugin + " " + iso::supervisor_kill() + " while measured");
  run.exit_code = 3;
  run.in_body = true;
  run.timed_out = timed_out;
  run.item = page->beat.item.load();
  run.what = slot.signal.load() ? "signal " + iso::signal_text(slot.signal.load())
                                : iso::status_text(child.status);
  return run;
}

}  // namespace slidercheck::plugin
