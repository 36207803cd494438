//! A slidercheck plugin written in Rust: a naive ray walker exporting the C ABI
//! of `include/slidercheck/plugin.h` (`uint64_t f(uint64_t occ, int sq)` is
//! `extern "C" fn(u64, i32) -> u64`). `#[no_mangle]` keeps the C names, which
//! the checker looks up with dlsym.
//!
//!     cargo build --release
//!     slidercheck check target/release/libslidercheck_rust_example.so
//!
//! Squares are the project's: sq = 8 * rank + file, a1 = 0, b1 = 1, h8 = 63.

/// File and rank steps of the compass directions (dir8 in plugin.h):
/// noEa, east, soEa, sout, soWe, west, noWe, nort.
const STEPS: [(i32, i32); 8] = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)];

/// The ray from sq in direction dir through occ: the squares up to and
/// including the first occupied one.
fn ray(occ: u64, sq: i32, dir: usize) -> u64 {
    let (df, dr) = STEPS[dir];
    let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
    let mut attacks = 0u64;
    while (0..8).contains(&f) && (0..8).contains(&r) {
        let bit = 1u64 << (8 * r + f);
        attacks |= bit;
        if occ & bit != 0 {
            break;
        }
        f += df;
        r += dr;
    }
    attacks
}

/// Both rays of the line through sq in direction dir.
fn line(occ: u64, sq: i32, dir: usize) -> u64 {
    ray(occ, sq, dir) | ray(occ, sq, dir ^ 4)
}

#[no_mangle]
pub extern "C" fn slidercheck_rank_attacks(occ: u64, sq: i32) -> u64 {
    line(occ, sq, 1)
}

#[no_mangle]
pub extern "C" fn slidercheck_file_attacks(occ: u64, sq: i32) -> u64 {
    line(occ, sq, 7)
}

#[no_mangle]
pub extern "C" fn slidercheck_diagonal_attacks(occ: u64, sq: i32) -> u64 {
    line(occ, sq, 0)
}

#[no_mangle]
pub extern "C" fn slidercheck_antidiagonal_attacks(occ: u64, sq: i32) -> u64 {
    line(occ, sq, 6)
}

#[no_mangle]
pub extern "C" fn slidercheck_rook_attacks(occ: u64, sq: i32) -> u64 {
    line(occ, sq, 1) | line(occ, sq, 7)
}

#[no_mangle]
pub extern "C" fn slidercheck_bishop_attacks(occ: u64, sq: i32) -> u64 {
    line(occ, sq, 0) | line(occ, sq, 6)
}

#[no_mangle]
pub extern "C" fn slidercheck_queen_attacks(occ: u64, sq: i32) -> u64 {
    slidercheck_rook_attacks(occ, sq) | slidercheck_bishop_attacks(occ, sq)
}

/// The squares strictly between a and b on a shared line, else 0: the ray from
/// a that reaches b, through an occupancy of just b, without b.
#[no_mangle]
pub extern "C" fn slidercheck_squares_between(a: i32, b: i32) -> u64 {
    if a == b {
        return 0;
    }
    let target = 1u64 << b;
    (0..8)
        .map(|dir| ray(target, a, dir))
        .find(|r| r & target != 0)
        .map_or(0, |r| r & !target)
}
