//! A slidercheck plugin written in Rust: a naive ray walker whose functions
//! are exported under the C ABI of `include/slidercheck/plugin.h` by the
//! `slidercheck` crate's `export!` macro (clients/rust, a path dependency
//! here: no crates from a registry).
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

/// The squares strictly between a and b on a shared line, else 0: the ray from
/// a that reaches b, through an occupancy of just b, without b.
fn squares_between(a: i32, b: i32) -> u64 {
    if a == b {
        return 0;
    }
    let target = 1u64 << b;
    (0..8)
        .map(|dir| ray(target, a, dir))
        .find(|r| r & target != 0)
        .map_or(0, |r| r & !target)
}

slidercheck::export! {
    rank_attacks: |occ, sq| line(occ, sq, 1),
    file_attacks: |occ, sq| line(occ, sq, 7),
    diagonal_attacks: |occ, sq| line(occ, sq, 0),
    antidiagonal_attacks: |occ, sq| line(occ, sq, 6),
    rook_attacks: |occ, sq| line(occ, sq, 1) | line(occ, sq, 7),
    bishop_attacks: |occ, sq| line(occ, sq, 0) | line(occ, sq, 6),
    queen_attacks: |occ, sq| line(occ, sq, 1) | line(occ, sq, 7) | line(occ, sq, 0) | line(occ, sq, 6),
    squares_between: squares_between,
    square_mapping: "a1,b1",
}
