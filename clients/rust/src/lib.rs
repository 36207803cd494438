//! slidercheck's plugin ABI (`include/slidercheck/plugin.h`) for Rust engines:
//! the macro [`export!`] exports an engine's functions and its convention
//! symbols under the C names `slidercheck check` loads, from a `cdylib`, so
//! that a Rust engine's check is only its functions. No dependencies; Rust
//! 1.63 (Debian 12's rustc) or later.
//!
//! ```ignore
//! // Cargo.toml: [lib] crate-type = ["cdylib"], and slidercheck = { path = "..." }
//! slidercheck::export! {
//!     rook_attacks: my_rook,                          // fn(occ: u64, sq: i32) -> u64
//!     squares_between: |a, b| between(a as usize, b as usize),
//!     square_mapping: "h1,g1",
//! }
//! ```
//!
//! and then `cargo build --release` and `slidercheck check
//! target/release/libENGINE.so`. Each key is a kind of plugin.h (`slidercheck
//! kinds` lists them) or a convention: `square_mapping`, `bit_mapping`,
//! `pawn_sides`, and the contracts `own_square` ("any", "occupied" or
//! "empty"), `xray_blockers` ("any" or "occupied"), `pairs` ("all" or
//! "aligned") and `pawn_squares` ("all" or "pawn") (texts, each checked when
//! the crate compiles; plugin.h's symbols of the same names), `init` (a `fn() ->
//! bool`, true when ready) and `prepare` (a `fn(u64)`). A kind's value is a
//! function or a closure without captures of its C signature, bitboards as
//! `u64`, squares, directions and colors as `i32` and a position kind's
//! position as a `&Position`: one of another signature
//! does not compile (`expected fn pointer fn(u64, i32) -> u64`), and neither
//! does an unknown key (`slidercheck::export!: unknown key`). Every result is a
//! `u64`, so in range. A panic in a function does not unwind into the checker:
//! its message goes to standard error and the process aborts, a CRASH of that
//! kind on that input (exit status 3).
//!
//! A plugin is the fastest way to check a Rust engine: its functions are called
//! in process, with no pipe between them and the checker.

/// A position kind's first argument (`slidercheck_position` of plugin.h): the
/// pieces as bitboards in the engine's numbering.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// White's pieces, then black's.
    pub color: [u64; 2],
    /// The pawns, knights, bishops, rooks, queens and kings of both sides
    /// (plugin.h's `type`, a keyword in Rust).
    pub pieces: [u64; 6],
}

/// The crate's version: the slidercheck release it belongs to.
pub const VERSION: &str = "0.1.0";

/// The numberings `square_mapping` and `bit_mapping` may name (plugin.h).
pub const NUMBERINGS: [&str; 8] = ["a1,b1", "a1,a2", "a8,b8", "a8,a7", "h1,g1", "h1,h2", "h8,g8", "h8,h7"];

/// Calls `f`; a panic is reported by the panic hook (standard error) and then
/// aborts the process instead of unwinding into C.
#[doc(hidden)]
#[inline(always)]
pub fn guard<R, F: FnOnce() -> R + std::panic::UnwindSafe>(f: F) -> R {
    match std::panic::catch_unwind(f) {
        Ok(r) => r,
        Err(_) => std::process::abort(),
    }
}

/// The size of `text` as a C string (with its terminating zero).
#[doc(hidden)]
pub const fn c_len(text: &str) -> usize {
    text.len() + 1
}

/// `text` as a C string of `N` bytes (`N` = `c_len(text)`).
#[doc(hidden)]
pub const fn c_text<const N: usize>(text: &str) -> [u8; N] {
    let bytes = text.as_bytes();
    let mut out = [0u8; N];
    let mut i = 0;
    while i < bytes.len() {
        out[i] = bytes[i];
        i += 1;
    }
    out
}

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Fails the build unless `text` is one of [`NUMBERINGS`].
#[doc(hidden)]
pub const fn check_numbering(text: &str) {
    let mut i = 0;
    while i < NUMBERINGS.len() {
        if same(text, NUMBERINGS[i]) {
            return;
        }
        i += 1;
    }
    panic!("slidercheck::export!: a mapping is one of a1,b1 a1,a2 a8,b8 a8,a7 h1,g1 h1,h2 h8,g8 h8,h7");
}

/// Fails the build unless `text` is "board" or "relative".
#[doc(hidden)]
pub const fn check_pawn_sides(text: &str) {
    if !same(text, "board") && !same(text, "relative") {
        panic!("slidercheck::export!: pawn_sides is \"board\" or \"relative\"");
    }
}

/// Fails the build unless `text` is one of `values`, naming `key` and them.
#[doc(hidden)]
pub const fn check_one_of(text: &str, values: &[&str], message: &str) {
    let mut i = 0;
    while i < values.len() {
        if same(text, values[i]) {
            return;
        }
        i += 1;
    }
    panic!("{}", message);
}

/// Fails the build unless `text` is an own-square contract.
#[doc(hidden)]
pub const fn check_own_square(text: &str) {
    check_one_of(text, &["any", "occupied", "empty"],
                 "slidercheck::export!: own_square is \"any\", \"occupied\" or \"empty\"");
}

/// Fails the build unless `text` is an x-ray blockers contract.
#[doc(hidden)]
pub const fn check_xray_blockers(text: &str) {
    check_one_of(text, &["any", "occupied"],
                 "slidercheck::export!: xray_blockers is \"any\" or \"occupied\"");
}

/// Fails the build unless `text` is a pair contract.
#[doc(hidden)]
pub const fn check_pairs(text: &str) {
    check_one_of(text, &["all", "aligned"], "slidercheck::export!: pairs is \"all\" or \"aligned\"");
}

/// Fails the build unless `text` is a pawn-squares contract.
#[doc(hidden)]
pub const fn check_pawn_squares(text: &str) {
    check_one_of(text, &["all", "pawn"],
                 "slidercheck::export!: pawn_squares is \"all\" or \"pawn\"");
}

/// Exports an engine's functions and conventions under the plugin ABI's C
/// names: `export! { rook_attacks: my_rook, square_mapping: "h1,g1" }` (see
/// the crate's documentation).
#[macro_export]
macro_rules! export {
    ($($key:ident : $value:expr),* $(,)?) => {
        $( $crate::__export_one!($key, $value); )*
    };
}

/// A C string symbol (`const char NAME[]`).
#[doc(hidden)]
#[macro_export]
macro_rules! __export_text {
    ($name:ident, $text:expr, $check:path) => {
        const _: () = $check($text);
        #[no_mangle]
        #[allow(non_upper_case_globals)]
        pub static $name: [u8; $crate::c_len($text)] = $crate::c_text::<{ $crate::c_len($text) }>($text);
    };
}

/// One key of [`export!`].
#[doc(hidden)]
#[macro_export]
macro_rules! __export_one {
    (rook_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_rook_attacks(occ: u64, sq: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq))
        }
    };
    (bishop_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_bishop_attacks(occ: u64, sq: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq))
        }
    };
    (queen_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_queen_attacks(occ: u64, sq: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq))
        }
    };
    (rank_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_rank_attacks(occ: u64, sq: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq))
        }
    };
    (file_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_file_attacks(occ: u64, sq: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq))
        }
    };
    (diagonal_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_diagonal_attacks(occ: u64, sq: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq))
        }
    };
    (antidiagonal_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_antidiagonal_attacks(occ: u64, sq: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq))
        }
    };
    (xray_rook_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_xray_rook_attacks(occ: u64, blockers: u64, sq: i32) -> u64 {
            const F: fn(u64, u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, blockers, sq))
        }
    };
    (xray_bishop_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_xray_bishop_attacks(occ: u64, blockers: u64, sq: i32) -> u64 {
            const F: fn(u64, u64, i32) -> u64 = $f;
            $crate::guard(move || F(occ, blockers, sq))
        }
    };
    (sliding_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_sliding_attacks(sliders: u64, empty: u64, dir8: i32) -> u64 {
            const F: fn(u64, u64, i32) -> u64 = $f;
            $crate::guard(move || F(sliders, empty, dir8))
        }
    };
    (xray_sliding_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_xray_sliding_attacks(sliders: u64, empty: u64, blockers: u64, dir8: i32) -> u64 {
            const F: fn(u64, u64, u64, i32) -> u64 = $f;
            $crate::guard(move || F(sliders, empty, blockers, dir8))
        }
    };
    (between, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_between(sliders: u64, empty: u64, targets: u64, dir8: i32) -> u64 {
            const F: fn(u64, u64, u64, i32) -> u64 = $f;
            $crate::guard(move || F(sliders, empty, targets, dir8))
        }
    };
    (squares_between, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_squares_between(a: i32, b: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(a, b))
        }
    };
    (line_through, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_line_through(a: i32, b: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(a, b))
        }
    };
    (squares_between_to_b, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_squares_between_to_b(a: i32, b: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(a, b))
        }
    };
    (squares_between_inclusive, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_squares_between_inclusive(a: i32, b: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(a, b))
        }
    };
    (knight_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_knight_attacks(sq: i32) -> u64 {
            const F: fn(i32) -> u64 = $f;
            $crate::guard(move || F(sq))
        }
    };
    (king_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_king_attacks(sq: i32) -> u64 {
            const F: fn(i32) -> u64 = $f;
            $crate::guard(move || F(sq))
        }
    };
    (pawn_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pawn_attacks(color: i32, sq: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(color, sq))
        }
    };
    (knight_set_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_knight_set_attacks(set: u64) -> u64 {
            const F: fn(u64) -> u64 = $f;
            $crate::guard(move || F(set))
        }
    };
    (king_set_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_king_set_attacks(set: u64) -> u64 {
            const F: fn(u64) -> u64 = $f;
            $crate::guard(move || F(set))
        }
    };
    (pawn_set_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pawn_set_attacks(color: i32, set: u64) -> u64 {
            const F: fn(i32, u64) -> u64 = $f;
            $crate::guard(move || F(color, set))
        }
    };
    (ray_through, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_ray_through(a: i32, b: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(a, b))
        }
    };
    (pawn_west_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pawn_west_attacks(color: i32, set: u64) -> u64 {
            const F: fn(i32, u64) -> u64 = $f;
            $crate::guard(move || F(color, set))
        }
    };
    (pawn_east_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pawn_east_attacks(color: i32, set: u64) -> u64 {
            const F: fn(i32, u64) -> u64 = $f;
            $crate::guard(move || F(color, set))
        }
    };
    (pawn_double_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pawn_double_attacks(color: i32, set: u64) -> u64 {
            const F: fn(i32, u64) -> u64 = $f;
            $crate::guard(move || F(color, set))
        }
    };
    (shift_one, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_shift_one(set: u64, dir8: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(set, dir8))
        }
    };
    (ray_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_ray_attacks(occ: u64, sq: i32, dir8: i32) -> u64 {
            const F: fn(u64, i32, i32) -> u64 = $f;
            $crate::guard(move || F(occ, sq, dir8))
        }
    };
    (attackers_to, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_attackers_to(pos: *const $crate::Position, occ: u64, sq: i32) -> u64 {
            const F: fn(&$crate::Position, u64, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, occ, sq))
        }
    };
    (attackers_by, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_attackers_by(pos: *const $crate::Position, color: i32, occ: u64, sq: i32) -> u64 {
            const F: fn(&$crate::Position, i32, u64, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color, occ, sq))
        }
    };
    (is_attacked, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_is_attacked(pos: *const $crate::Position, color: i32, sq: i32) -> u64 {
            const F: fn(&$crate::Position, i32, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color, sq))
        }
    };
    (checkers, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_checkers(pos: *const $crate::Position, color: i32) -> u64 {
            const F: fn(&$crate::Position, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color))
        }
    };
    (pinned, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pinned(pos: *const $crate::Position, color: i32) -> u64 {
            const F: fn(&$crate::Position, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color))
        }
    };
    (pinners, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pinners(pos: *const $crate::Position, color: i32) -> u64 {
            const F: fn(&$crate::Position, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color))
        }
    };
    (blockers_for_king, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_blockers_for_king(pos: *const $crate::Position, color: i32) -> u64 {
            const F: fn(&$crate::Position, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color))
        }
    };
    (check_mask, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_check_mask(pos: *const $crate::Position, color: i32) -> u64 {
            const F: fn(&$crate::Position, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color))
        }
    };
    (pin_mask, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pin_mask(pos: *const $crate::Position, color: i32, sq: i32) -> u64 {
            const F: fn(&$crate::Position, i32, i32) -> u64 = $f;
            let pos = unsafe { &*pos };
            $crate::guard(move || F(pos, color, sq))
        }
    };
    (squares_between_with_ends, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_squares_between_with_ends(a: i32, b: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(a, b))
        }
    };
    (squares_between_to_b_aligned, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_squares_between_to_b_aligned(a: i32, b: i32) -> u64 {
            const F: fn(i32, i32) -> u64 = $f;
            $crate::guard(move || F(a, b))
        }
    };
    (knight_shift, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_knight_shift(set: u64, jump: i32) -> u64 {
            const F: fn(u64, i32) -> u64 = $f;
            $crate::guard(move || F(set, jump))
        }
    };
    (pawn_pushes, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pawn_pushes(color: i32, set: u64, empty: u64) -> u64 {
            const F: fn(i32, u64, u64) -> u64 = $f;
            $crate::guard(move || F(color, set, empty))
        }
    };
    (pawn_double_pushes, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_pawn_double_pushes(color: i32, set: u64, empty: u64) -> u64 {
            const F: fn(i32, u64, u64) -> u64 = $f;
            $crate::guard(move || F(color, set, empty))
        }
    };
    (rook_sees, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_rook_sees(occ: u64, from: i32, to: i32) -> u64 {
            const F: fn(u64, i32, i32) -> u64 = $f;
            $crate::guard(move || F(occ, from, to))
        }
    };
    (bishop_sees, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_bishop_sees(occ: u64, from: i32, to: i32) -> u64 {
            const F: fn(u64, i32, i32) -> u64 = $f;
            $crate::guard(move || F(occ, from, to))
        }
    };
    (queen_sees, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_queen_sees(occ: u64, from: i32, to: i32) -> u64 {
            const F: fn(u64, i32, i32) -> u64 = $f;
            $crate::guard(move || F(occ, from, to))
        }
    };
    (rook_set_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_rook_set_attacks(sliders: u64, occ: u64) -> u64 {
            const F: fn(u64, u64) -> u64 = $f;
            $crate::guard(move || F(sliders, occ))
        }
    };
    (bishop_set_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_bishop_set_attacks(sliders: u64, occ: u64) -> u64 {
            const F: fn(u64, u64) -> u64 = $f;
            $crate::guard(move || F(sliders, occ))
        }
    };
    (queen_set_attacks, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_queen_set_attacks(sliders: u64, occ: u64) -> u64 {
            const F: fn(u64, u64) -> u64 = $f;
            $crate::guard(move || F(sliders, occ))
        }
    };
    (square_mapping, $text:expr) => {
        $crate::__export_text!(slidercheck_square_mapping, $text, $crate::check_numbering);
    };
    (bit_mapping, $text:expr) => {
        $crate::__export_text!(slidercheck_bit_mapping, $text, $crate::check_numbering);
    };
    (pawn_sides, $text:expr) => {
        $crate::__export_text!(slidercheck_pawn_sides, $text, $crate::check_pawn_sides);
    };
    (own_square, $text:expr) => {
        $crate::__export_text!(slidercheck_own_square, $text, $crate::check_own_square);
    };
    (xray_blockers, $text:expr) => {
        $crate::__export_text!(slidercheck_xray_blockers, $text, $crate::check_xray_blockers);
    };
    (pairs, $text:expr) => {
        $crate::__export_text!(slidercheck_pairs, $text, $crate::check_pairs);
    };
    (pawn_squares, $text:expr) => {
        $crate::__export_text!(slidercheck_pawn_squares, $text, $crate::check_pawn_squares);
    };
    (init, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_init() -> i32 {
            const F: fn() -> bool = $f;
            if $crate::guard(F) { 0 } else { 1 }
        }
    };
    (prepare, $f:expr) => {
        #[no_mangle]
        pub extern "C" fn slidercheck_prepare(occ: u64) {
            const F: fn(u64) = $f;
            $crate::guard(move || F(occ))
        }
    };
    ($other:ident, $value:expr) => {
        compile_error!(concat!("slidercheck::export!: unknown key `", stringify!($other),
            "`; the keys: rook_attacks(occ, sq), bishop_attacks(occ, sq), queen_attacks(occ, sq), rank_attacks(occ, sq), file_attacks(occ, sq), diagonal_attacks(occ, sq), antidiagonal_attacks(occ, sq), xray_rook_attacks(occ, blockers, sq), xray_bishop_attacks(occ, blockers, sq), sliding_attacks(sliders, empty, dir8), xray_sliding_attacks(sliders, empty, blockers, dir8), between(sliders, empty, targets, dir8), squares_between(a, b), line_through(a, b), squares_between_to_b(a, b), squares_between_inclusive(a, b), knight_attacks(sq), king_attacks(sq), pawn_attacks(color, sq), knight_set_attacks(set), king_set_attacks(set), pawn_set_attacks(color, set), ray_through(a, b), pawn_west_attacks(color, set), pawn_east_attacks(color, set), pawn_double_attacks(color, set), shift_one(set, dir8), ray_attacks(occ, sq, dir8), attackers_to(pos, occ, sq), attackers_by(pos, color, occ, sq), is_attacked(pos, color, sq), checkers(pos, color), pinned(pos, color), pinners(pos, color), blockers_for_king(pos, color), check_mask(pos, color), pin_mask(pos, color, sq), squares_between_with_ends(a, b), squares_between_to_b_aligned(a, b), knight_shift(set, jump), pawn_pushes(color, set, empty), pawn_double_pushes(color, set, empty), rook_sees(occ, from, to), bishop_sees(occ, from, to), queen_sees(occ, from, to), rook_set_attacks(sliders, occ), bishop_set_attacks(sliders, occ), queen_set_attacks(sliders, occ), square_mapping, bit_mapping, pawn_sides, own_square, xray_blockers, pairs, pawn_squares, init, prepare"));
    };
}
