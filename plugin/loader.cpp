// Loading an engine in a child process, and the errors of a failed load (loader.h).
#include "loader.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "elf_check.h"
#include "elf_symbols.h"
#include "sanitizers.h"
#include "slidercheck/registry.h"

namespace slidercheck::plugin::detail {

namespace {

// The longest slidercheck_square_mapping read (a name is 5 bytes, spaces allowed).
constexpr std::size_t kMappingSymbolMax = 24;

// Reads the NUL-terminated string at text, at most max bytes, without ever
// faulting: each byte goes through a pipe (write() says EFAULT for a byte that
// cannot be read, say past the end of the plugin's last mapped page). Returns
// nothing when no NUL comes within max readable bytes.
std::optional<std::string> read_string_safely(const char* text, std::size_t max) {
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) return std::nullopt;
  std::string out;
  bool terminated = false;
  for (std::size_t i = 0; i < max; ++i) {
    char c = 0;
    if (write(p[1], text + i, 1) != 1 || read(p[0], &c, 1) != 1) break;
    if (c == '\0') {
      terminated = true;
      break;
    }
    out += c;
  }
  close(p[0]);
  close(p[1]);
  if (!terminated) return std::nullopt;
  return out;
}

// Returns whether the first 8 bytes at symbol (read without faulting) are an
// address inside the object symbol is in: a pointer to the text (a C `const
// char *`, a Rust `&str` or `&[u8]` static), not the text.
bool holds_own_address(const void* symbol) {
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) return false;
  std::uintptr_t value = 0;
  const bool read = write(p[1], symbol, sizeof value) == static_cast<ssize_t>(sizeof value) &&
                    ::read(p[0], &value, sizeof value) == static_cast<ssize_t>(sizeof value);
  close(p[0]);
  close(p[1]);
  Dl_info at{}, to{};
  if (!read || value == 0 || dladdr(symbol, &at) == 0) return false;
  return dladdr(reinterpret_cast<const void*>(value), &to) != 0 && to.dli_fbase == at.dli_fbase;
}

// Returns the error of a declared symbol that holds an address.
std::string address_symbol_error(const char* name, const std::string& plugin) {
  const std::string n = name;
  return n + " in plugin '" + plugin +
         "' holds an address, not the bytes of a string (a `const char *`, or a Rust `&str` or "
         "`&[u8]` static): export the bytes, as `const char " +
         n + "[] = \"...\";` or, in Rust, `#[no_mangle] pub static " + n +
         ": [u8; N] = *b\"...\\0\";` (see docs/plugins.md)";
}

// The NUL-terminated strings a plugin may declare its conventions in: where a
// load keeps each, whether its text names a value, and whether the command
// line overrides it (then a bad text does not matter).
struct DeclaredSymbol {
  const char* name;
  std::string Loaded::*text;
  bool Loaded::*found;
  bool (*valid)(const std::string& text);
  bool (*overridden)(const CheckSpec& spec);
};
constexpr DeclaredSymbol kDeclaredSymbols[] = {
    {"slidercheck_square_mapping", &Loaded::mapping_symbol, &Loaded::has_mapping_symbol,
     [](const std::string& t) { return Mapping::parse(t).has_value(); },
     [](const CheckSpec& s) { return s.mapping.has_value(); }},
    {"slidercheck_bit_mapping", &Loaded::bit_mapping_symbol, &Loaded::has_bit_mapping_symbol,
     [](const std::string& t) { return Mapping::parse(t).has_value(); },
     [](const CheckSpec& s) { return s.bit_mapping.has_value(); }},
    {"slidercheck_pawn_sides", &Loaded::pawn_sides_symbol, &Loaded::has_pawn_sides_symbol,
     [](const std::string& t) { return parse_pawn_sides(t).has_value(); },
     [](const CheckSpec& s) { return s.pawn_sides.has_value(); }},
    {"slidercheck_own_square", &Loaded::own_square_symbol, &Loaded::has_own_square_symbol,
     [](const std::string& t) { return parse_own_square(t).has_value(); },
     [](const CheckSpec& s) { return s.own_square.has_value(); }},
    {"slidercheck_xray_blockers", &Loaded::xray_blockers_symbol, &Loaded::has_xray_blockers_symbol,
     [](const std::string& t) { return parse_xray_blockers(t).has_value(); },
     [](const CheckSpec& s) { return s.xray_blockers.has_value(); }},
    {"slidercheck_pairs", &Loaded::pairs_symbol, &Loaded::has_pairs_symbol,
     [](const std::string& t) { return parse_pair_domain(t).has_value(); },
     [](const CheckSpec& s) { return s.pairs.has_value(); }},
    {"slidercheck_pawn_squares", &Loaded::pawn_squares_symbol, &Loaded::has_pawn_squares_symbol,
     [](const std::string& t) { return parse_pawn_squares(t).has_value(); },
     [](const CheckSpec& s) { return s.pawn_squares.has_value(); }},
};

void on_fatal_signal(int sig, siginfo_t*, void* context) {
  if (g_slot) {
    record_fault_frames(g_slot->fault, context);
    g_slot->signal.store(sig);
  }
  raise(sig);  // SA_RESETHAND: the default action now ends the process.
}

// Returns text on one line (newlines become "; ").
std::string one_line(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  for (std::size_t i; (i = text.find('\n')) != std::string::npos;) text.replace(i, 1, "; ");
  return text;
}

}  // namespace

void install_fatal_handlers() {
  static char alt_stack[64 * 1024];
  stack_t ss{};
  ss.ss_sp = alt_stack;
  ss.ss_size = sizeof alt_stack;
  sigaltstack(&ss, nullptr);
  prepare_fault_frames();
  struct sigaction sa {};
  sa.sa_sigaction = on_fatal_signal;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS}) {
    sigaction(sig, &sa, nullptr);
  }
}

void copy_text(char* dst, std::size_t size, const std::string& text) {
  std::snprintf(dst, size, "%s", text.c_str());
}

// Returns spec's built-in or planted implementation, or null.
const Implementation* find_subject(const CheckSpec& spec) {
  return find_implementation(spec.planted ? OriginType::planted : OriginType::builtin,
                             spec.builtin);
}

namespace {

// Makes l a load that wrote over the shared page (where: when); returns it.
Loaded& overwritten(Loaded& l, const char* where) {
  l.status = kOverwritten;
  l.error = std::string(kOverwrote) + where;
  return l;
}

}  // namespace

// Loads the plugin (or built-in) of spec and calls slidercheck_init. Runs in a child.
Loaded load(const CheckSpec& spec) {
  if (g_loaded) {
    // Forked from a fork server: loaded and initialised there.
    Loaded l = *g_loaded;
    if (!page_intact()) return overwritten(l, " in slidercheck_init");
    return l;
  }
  Loaded l;
  if (!spec.builtin.empty()) {
    l.impl = *find_subject(spec);
    return l;
  }
  std::string path = spec.plugin;
  if (path.find('/') == std::string::npos) path = "./" + path;
  set_fault_module(path);
  if (g_slot) g_slot->load_phase.store(kPhaseLoading);
  // No writable mapping right after the plugin's segments (isolation.h).
  iso::reserve_after_next_mapping();
  void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!page_intact()) return overwritten(l, " while loading (in its constructors)");
  if (g_slot) g_slot->load_phase.store(kPhaseNone);
  if (!h) {
    const char* e = dlerror();
    l.status = kLoadError;
    l.error = one_line(e ? e : "dlopen failed");
    return l;
  }
  // Every kind of the table, by its ABI symbol.
  for (const KindInfo& row : kKindTable)
    if (void* fn = dlsym(h, row.symbol))
      l.impl.fns[static_cast<int>(row.kind)] = reinterpret_cast<AnyFn>(fn);
  // Each kind's optional batch entry (plugin.h), used where its kind is provided.
  for (const KindInfo& row : kKindTable) {
    const std::string name = std::string(row.symbol) + kBatchSuffix;
    if (void* fn = dlsym(h, name.c_str()); fn && l.impl.provides(row.kind))
      l.impl.batches[static_cast<int>(row.kind)] = reinterpret_cast<AnyFn>(fn);
  }
  l.impl.prepare = reinterpret_cast<PrepareFn>(dlsym(h, "slidercheck_prepare"));
  for (const DeclaredSymbol& d : kDeclaredSymbols) {
    const auto* text = static_cast<const char*>(dlsym(h, d.name));
    if (!text) continue;
    l.*d.found = true;
    const auto read = read_string_safely(text, kMappingSymbolMax);
    if (read) l.*d.text = *read;
    if ((read && d.valid(*read)) || d.overridden(spec)) continue;
    // Not a value: a pointer to one (a `const char *`, a Rust &str) is named as such.
    if (holds_own_address(text)) {
      l.status = kBadSymbol;
      l.error = address_symbol_error(d.name, spec.plugin);
      return l;
    }
    if (!read) {
      l.status = kBadSymbol;
      l.error = std::string(d.name) + " in plugin '" + spec.plugin +
                "' is not a string: no NUL byte within its first " +
                std::to_string(kMappingSymbolMax) + " readable bytes";
      return l;
    }
  }
  if (provided_kinds(l.impl).empty()) {
    l.status = kNoSymbols;
    return l;
  }
  if (auto init = reinterpret_cast<int (*)()>(dlsym(h, "slidercheck_init"))) {
    l.has_init = true;
    if (g_slot) {
      g_slot->load_phase.store(kPhaseInit);
      g_slot->record.in_call.store(1);
      g_slot->record.calls.fetch_add(1);
    }
    l.init_rc = init();
    if (!page_intact()) return overwritten(l, " in slidercheck_init");
    if (g_slot) {
      g_slot->record.in_call.store(0);
      g_slot->load_phase.store(kPhaseNone);
    }
    if (l.init_rc != 0) l.status = kInitFailed;
  }
  // Our stdout and stderr go to the log, and our pipe sits above fd 9: a plugin
  // that closed fds 0-2 would have the next file it opens there.
  if (l.status == kLoaded) {
    if (auto fd = iso::closed_standard_fd()) {
      l.status = kFdsClosed;
      l.error = "the plugin closed " + *fd + " while loading or in slidercheck_init";
    }
  }
  return l;
}

// Returns the numbering to use: --mapping, else the symbol, else a1,b1.
namespace {

// Returns the numbering of the squares: --mapping, else the symbol, else a1,b1.
std::optional<Mapping> square_numbering(const CheckSpec& spec, const Loaded& l,
                                        std::string* source) {
  if (spec.mapping) {
    *source = "option";
    return spec.mapping->squares();
  }
  if (l.has_mapping_symbol) {
    *source = "symbol";
    return Mapping::parse(l.mapping_symbol);
  }
  *source = "default";
  return Mapping();
}

}  // namespace

std::optional<Mapping> resolve_mapping(const CheckSpec& spec, const Loaded& l, std::string* source,
                                       std::string* bit_source) {
  std::string bits_from = "squares";
  const std::optional<Mapping> squares = square_numbering(spec, l, source);
  std::optional<Mapping> bits = squares;
  if (spec.bit_mapping) {
    bits = spec.bit_mapping;
    bits_from = "option";
  } else if (l.has_bit_mapping_symbol && !spec.mapping) {  // --mapping alone: both
    bits = Mapping::parse(l.bit_mapping_symbol);
    bits_from = "symbol";
  } else if (spec.mapping) {
    bits = spec.mapping->bits();  // --mapping auto's pair
    if (spec.mapping->bits_apart()) bits_from = "auto";
  }
  if (bit_source) *bit_source = bits_from;
  if (!squares || !bits) return std::nullopt;
  return Mapping::apart(*squares, *bits);
}

std::optional<PawnSides> resolve_pawn_sides(const CheckSpec& spec, const Loaded& l,
                                            std::string* source) {
  if (spec.pawn_sides) {
    *source = "option";
    return spec.pawn_sides;
  }
  if (l.has_pawn_sides_symbol) {
    *source = "symbol";
    return parse_pawn_sides(l.pawn_sides_symbol);
  }
  *source = "default";
  return PawnSides::board;
}

std::optional<OwnSquare> resolve_own_square(const CheckSpec& spec, const Loaded& l,
                                            std::string* source) {
  if (spec.own_square) {
    *source = "option";
    return spec.own_square;
  }
  if (l.has_own_square_symbol) {
    *source = "symbol";
    return parse_own_square(l.own_square_symbol);
  }
  *source = "default";
  return OwnSquare::any;
}

std::optional<XrayBlockers> resolve_xray_blockers(const CheckSpec& spec, const Loaded& l,
                                                  std::string* source) {
  if (spec.xray_blockers) {
    *source = "option";
    return spec.xray_blockers;
  }
  if (l.has_xray_blockers_symbol) {
    *source = "symbol";
    return parse_xray_blockers(l.xray_blockers_symbol);
  }
  *source = "default";
  return XrayBlockers::any;
}

std::optional<PairDomain> resolve_pairs(const CheckSpec& spec, const Loaded& l,
                                        std::string* source) {
  if (spec.pairs) {
    *source = "option";
    return spec.pairs;
  }
  if (l.has_pairs_symbol) {
    *source = "symbol";
    return parse_pair_domain(l.pairs_symbol);
  }
  *source = "default";
  return PairDomain::all;
}

std::optional<PawnSquares> resolve_pawn_squares(const CheckSpec& spec, const Loaded& l,
                                                std::string* source) {
  if (spec.pawn_squares) {
    *source = "option";
    return spec.pawn_squares;
  }
  if (l.has_pawn_squares_symbol) {
    *source = "symbol";
    return parse_pawn_squares(l.pawn_squares_symbol);
  }
  *source = "default";
  return PawnSquares::all;
}

std::string contract_symbol_error(const CheckSpec& spec, const Loaded& l) {
  std::string source;
  auto bad = [&](const char* name, const std::string& text, const char* want) {
    return std::string("bad ") + name + " \"" + text + "\" in plugin '" + spec.plugin + "' (want " +
           want + ")";
  };
  if (!resolve_own_square(spec, l, &source))
    return bad("slidercheck_own_square", l.own_square_symbol,
               "any, occupied or empty; --own-square overrides it");
  if (!resolve_xray_blockers(spec, l, &source))
    return bad("slidercheck_xray_blockers", l.xray_blockers_symbol,
               "any or occupied; --xray-blockers overrides it");
  if (!resolve_pairs(spec, l, &source))
    return bad("slidercheck_pairs", l.pairs_symbol, "all or aligned; --pairs overrides it");
  return bad("slidercheck_pawn_squares", l.pawn_squares_symbol,
             "all or pawn; --pawn-squares overrides it");
}

std::string pawn_sides_error(const CheckSpec& spec, const std::string& symbol) {
  return "bad slidercheck_pawn_sides \"" + symbol + "\" in plugin '" + spec.plugin +
         "' (want board or relative; --pawn-sides overrides it)";
}

std::string engine_name(const CheckSpec& spec) {
  if (!spec.builtin.empty()) return spec.builtin;
  const auto slash = spec.plugin.rfind('/');
  return slash == std::string::npos ? spec.plugin : spec.plugin.substr(slash + 1);
}

// Returns the message that reports a load (the first thing every child sends).
Message load_message(const Loaded& l) {
  Message m;
  m.type = Message::probe;
  m.load_status = l.status;
  m.init_rc = l.init_rc;
  m.has_init = l.has_init;
  m.has_prepare = l.impl.prepare != nullptr;
  for (Kind kind : all_kinds())
    if (l.impl.provides(kind)) m.provided |= std::uint64_t{1} << static_cast<int>(kind);
  for (Kind kind : all_kinds())
    if (l.impl.has_batch(kind)) m.batches |= std::uint64_t{1} << static_cast<int>(kind);
  copy_text(m.mapping_symbol, sizeof m.mapping_symbol, l.mapping_symbol);
  m.has_mapping_symbol = l.has_mapping_symbol;
  copy_text(m.bit_mapping_symbol, sizeof m.bit_mapping_symbol, l.bit_mapping_symbol);
  m.has_bit_mapping_symbol = l.has_bit_mapping_symbol;
  copy_text(m.pawn_sides_symbol, sizeof m.pawn_sides_symbol, l.pawn_sides_symbol);
  m.has_pawn_sides_symbol = l.has_pawn_sides_symbol;
  copy_text(m.own_square_symbol, sizeof m.own_square_symbol, l.own_square_symbol);
  m.has_own_square_symbol = l.has_own_square_symbol;
  copy_text(m.xray_blockers_symbol, sizeof m.xray_blockers_symbol, l.xray_blockers_symbol);
  m.has_xray_blockers_symbol = l.has_xray_blockers_symbol;
  copy_text(m.pairs_symbol, sizeof m.pairs_symbol, l.pairs_symbol);
  m.has_pairs_symbol = l.has_pairs_symbol;
  copy_text(m.pawn_squares_symbol, sizeof m.pawn_squares_symbol, l.pawn_squares_symbol);
  m.has_pawn_squares_symbol = l.has_pawn_squares_symbol;
  copy_text(m.error, sizeof m.error, l.error);
  return m;
}

// Returns the engine l loaded, ready to be checked in this (child) process,
// its calls recorded in g_slot.
Implementation make_engine(const CheckSpec& spec, const Loaded& l) {
  std::string source;
  const auto mapping = resolve_mapping(spec, l, &source);
  if (!mapping) _exit(71);
  Implementation engine = l.impl;
  engine.name = engine_name(spec);
  engine.origin = origin_of(spec);
  engine.mapping = *mapping;
  std::string contract_source;
  engine.own_square = resolve_own_square(spec, l, &contract_source).value_or(OwnSquare::any);
  engine.xray_blockers =
      resolve_xray_blockers(spec, l, &contract_source).value_or(XrayBlockers::any);
  engine.pairs = resolve_pairs(spec, l, &contract_source).value_or(PairDomain::all);
  engine.pawn_squares = resolve_pawn_squares(spec, l, &contract_source).value_or(PawnSquares::all);
  engine.positions = spec.positions;
  std::string sides_source;
  engine.pawn_sides = resolve_pawn_sides(spec, l, &sides_source).value_or(PawnSides::board);
  engine.record = &g_slot->record;
  return engine;
}

std::string unknown_builtin(const CheckSpec& spec) {
  return std::string("unknown ") + (spec.planted ? "planted " : "") + "implementation '" +
         spec.builtin + "'";
}

std::optional<std::string> plugin_file_error(const CheckSpec& spec) {
  struct stat st {};
  if (stat(spec.plugin.c_str(), &st) != 0)
    return "cannot open plugin '" + spec.plugin + "': " + std::strerror(errno);
  if (!S_ISREG(st.st_mode)) return "plugin '" + spec.plugin + "' is not a regular file";
  // Refused before dlopen, which crashes on a cut file (SIGBUS) and blames a
  // missing file for another machine's ELF. An empty file keeps dlopen's word.
  if (st.st_size > 0)
    if (auto why = file_unloadable_reason(spec.plugin))
      return "cannot load plugin '" + spec.plugin + "': not a loadable shared object: " + *why;
  // A sanitized plugin: the runtimes an exec'd worker preloads, or why none can.
  const RuntimePlan& plan = sanitizer_runtime_plan(spec.plugin, spec.sanitizer_runtimes);
  if (!plan.error.empty()) return plan.error;
  return std::nullopt;
}

namespace {

// Returns the linkage error (elf_symbols.h) of a plugin whose load left ABI
// names unfound, from its ELF symbol tables.
std::optional<std::string> plugin_linkage_error(const CheckSpec& spec, const Message& probe) {
  if (probe.load_status != kLoaded && probe.load_status != kNoSymbols) return std::nullopt;
  const auto symbols = read_elf_symbols(spec.plugin);
  if (!symbols) return std::nullopt;
  LoadedNames loaded;
  for (const KindInfo& row : kKindTable)
    if ((probe.provided >> static_cast<int>(row.kind)) & 1) loaded.found.push_back(row.symbol);
  if (probe.has_init) loaded.found.push_back("slidercheck_init");
  loaded.mapping_found = probe.has_mapping_symbol;
  loaded.mapping_overridden = spec.mapping.has_value();
  loaded.bit_mapping_found = probe.has_bit_mapping_symbol;
  loaded.bit_mapping_overridden = spec.mapping.has_value() || spec.bit_mapping.has_value();
  loaded.pawn_sides_found = probe.has_pawn_sides_symbol;
  loaded.pawn_sides_overridden = spec.pawn_sides.has_value();
  loaded.own_square_found = probe.has_own_square_symbol;
  loaded.own_square_overridden = spec.own_square.has_value();
  loaded.xray_blockers_found = probe.has_xray_blockers_symbol;
  loaded.xray_blockers_overridden = spec.xray_blockers.has_value();
  loaded.pairs_found = probe.has_pairs_symbol;
  loaded.pairs_overridden = spec.pairs.has_value();
  loaded.pawn_squares_found = probe.has_pawn_squares_symbol;
  loaded.pawn_squares_overridden = spec.pawn_squares.has_value();
  return linkage_error(spec.plugin, *symbols, loaded);
}

}  // namespace

std::optional<std::string> probe_error(const CheckSpec& spec, const Message& probe) {
  if (auto error = plugin_linkage_error(spec, probe)) return error;
  switch (probe.load_status) {
    case kLoadError:
      return "cannot load plugin '" + spec.plugin + "': " + probe.error;
    case kNoSymbols:
      return "plugin '" + spec.plugin +
             "' exports no slidercheck_* attack function (see slidercheck/plugin.h)";
    case kInitFailed:
      return "slidercheck_init() of plugin '" + spec.plugin + "' returned " +
             std::to_string(probe.init_rc);
    case kBadSymbol:
      return std::string(probe.error);
    default:
      return std::nullopt;
  }
}

std::string mapping_error(const CheckSpec& spec, const Loaded& l) {
  // The squares' numbering is fine (given, absent or read): the bits' is not.
  const bool bits =
      spec.mapping || !l.has_mapping_symbol || Mapping::parse(l.mapping_symbol).has_value();
  const std::string& symbol = bits ? l.bit_mapping_symbol : l.mapping_symbol;
  return std::string("bad ") +
         (bits ? "slidercheck_bit_mapping \"" : "slidercheck_square_mapping \"") + symbol +
         "\" in plugin '" + spec.plugin +
         "' (want a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 or h8,h7)";
}

std::string load_death_error(const std::string& who, bool timed_out, const std::string& what,
                             int phase) {
  const std::string where = *phase_words(phase) ? phase_words(phase) : kWhileLoadingOrInit;
  return who + " " + std::string(timed_out ? "hung" : "crashed") + " (" + what + ") " + where;
}

}  // namespace slidercheck::plugin::detail
