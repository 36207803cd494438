// Loading an engine in a child process (dlopen, its slidercheck_* symbols,
// slidercheck_init), the load report the child sends, and the one-line errors
// the parent makes of a load that failed. Internal to plugin/.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "child_protocol.h"
#include "slidercheck/plugin_loader.h"

namespace slidercheck::plugin::detail {

// An engine, loaded in this (child) process.
struct Loaded {
  Implementation impl;
  bool has_init = false;
  int init_rc = 0;
  std::string mapping_symbol;
  bool has_mapping_symbol = false;
  std::string bit_mapping_symbol;
  bool has_bit_mapping_symbol = false;
  std::string pawn_sides_symbol;
  bool has_pawn_sides_symbol = false;
  std::string own_square_symbol;
  bool has_own_square_symbol = false;
  std::string xray_blockers_symbol;
  bool has_xray_blockers_symbol = false;
  std::string pairs_symbol;
  bool has_pairs_symbol = false;
  std::string pawn_squares_symbol;
  bool has_pawn_squares_symbol = false;
  int status = kLoaded;
  std::string error;
};

// In a fork server and the workers forked from it (fork_server.h): the
// plugin as the server loaded it, which load() returns.
inline const Loaded* g_loaded = nullptr;
// A probe's part as a fork server, set by fork_server.cpp (check_worker.cpp
// calls them, without depending on the module that runs jobs): fork_state
// sets in a load report whether this process's state can be forked;
// serve_forks serves until the checker closes the control socket.
struct ForkHooks {
  void (*fork_state)(Message& m) = nullptr;
  void (*serve_forks)(int control, const Loaded& l) = nullptr;
};
inline ForkHooks g_fork_hooks;

// Makes a fatal signal record itself in g_slot before it ends the process.
void install_fatal_handlers();
// Copies text into dst (size bytes), cut short and NUL-terminated.
void copy_text(char* dst, std::size_t size, const std::string& text);

// Returns spec's built-in or planted implementation, or null.
const Implementation* find_subject(const CheckSpec& spec);
// Loads the plugin (or built-in) of spec and calls slidercheck_init. Runs in a child.
Loaded load(const CheckSpec& spec);
// Returns the numbering to use: --mapping, else the symbol, else a1,b1; its
// bits --bit-mapping, else the bit symbol, else the squares'. Nothing when a
// symbol names no numbering. bit_source, when given, is set to where the
// bits' numbering came from ("squares", "symbol" or "option").
std::optional<Mapping> resolve_mapping(const CheckSpec& spec, const Loaded& l, std::string* source,
                                       std::string* bit_source = nullptr);
// Returns the pawn sides to use: --pawn-sides, else the symbol, else board;
// nothing when the symbol names no convention.
std::optional<PawnSides> resolve_pawn_sides(const CheckSpec& spec, const Loaded& l,
                                            std::string* source);
// Returns the own-square contract to use: --own-square, else the symbol, else
// any; nothing when the symbol names no contract. Likewise the x-ray blockers.
std::optional<OwnSquare> resolve_own_square(const CheckSpec& spec, const Loaded& l,
                                            std::string* source);
std::optional<XrayBlockers> resolve_xray_blockers(const CheckSpec& spec, const Loaded& l,
                                                  std::string* source);
// The pair domain and pawn squares, likewise.
std::optional<PairDomain> resolve_pairs(const CheckSpec& spec, const Loaded& l,
                                        std::string* source);
std::optional<PawnSquares> resolve_pawn_squares(const CheckSpec& spec, const Loaded& l,
                                                std::string* source);
// Returns the error of a slidercheck_own_square, slidercheck_xray_blockers,
// slidercheck_pairs or slidercheck_pawn_squares that names no contract (the
// first that does not).
std::string contract_symbol_error(const CheckSpec& spec, const Loaded& l);
// Returns the error of a slidercheck_pawn_sides that names no convention.
std::string pawn_sides_error(const CheckSpec& spec, const std::string& symbol);
// Returns the engine's name in reports: the built-in's, or the plugin's file name.
std::string engine_name(const CheckSpec& spec);
// Returns the message that reports a load (the first thing every child sends).
Message load_message(const Loaded& l);
// Returns the engine l loaded, ready to be checked in this (child) process,
// its calls recorded in g_slot.
Implementation make_engine(const CheckSpec& spec, const Loaded& l);

// The one-line errors shared by run_check and run_isolated.

// Returns "unknown [planted ]implementation 'NAME'".
std::string unknown_builtin(const CheckSpec& spec);
// Returns why spec's plugin file cannot be loaded (missing, not a regular file), or nothing.
std::optional<std::string> plugin_file_error(const CheckSpec& spec);
// Returns the exit-2 error of a load report (a linkage error, no symbol, a
// failed slidercheck_init, a bad mapping symbol), or nothing.
std::optional<std::string> probe_error(const CheckSpec& spec, const Message& probe);
// Returns the error of l's slidercheck_square_mapping or slidercheck_bit_mapping
// that names no numbering.
std::string mapping_error(const CheckSpec& spec, const Loaded& l);
// Where a worker ended before its first call, when its load phase is unknown.
inline constexpr const char* kWhileLoadingOrInit = "while loading or in slidercheck_init";
// Returns "WHO crashed (WHAT) while loading" (or "in slidercheck_init", or
// either when phase is kPhaseNone; or hung).
std::string load_death_error(const std::string& who, bool timed_out, const std::string& what,
                             int phase = kPhaseNone);

}  // namespace slidercheck::plugin::detail
