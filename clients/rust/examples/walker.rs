//! A naive ray walker exported as a slidercheck plugin with the crate's
//! `export!` macro: only the functions are written here.
//!
//!     cargo build --release --example walker     # in clients/rust
//!     slidercheck check target/release/examples/libwalker.so --level quick
//!
//! Squares are numbered from h1 (h1 = 0, g1 = 1, ..., a8 = 63), which the
//! plugin declares (`square_mapping`). The tests' modes, chosen when it is
//! built (RUSTFLAGS="--cfg walker_bug"): `walker_bug` plants a bug (rays going
//! east stop one square short of the edge: rook attacks and checkers, a
//! position kind, both show it), which the check reports (exit status 1) with
//! a minimal counterexample; `walker_crash` makes
//! rook attacks from a8 panic, a CRASH (exit status 3); `walker_misdeclare`
//! gives between a function of two squares, `walker_unknown_key` exports a
//! kind misspelt and `walker_bad_mapping` a numbering that is none: none of
//! the three compiles, each with its message. `walker_contracts` adds kinds
//! right only under the contracts it declares (engine-style x-rays, blockers
//! = every occupied square, under `xray_blockers: "occupied"`; a line through
//! two squares that share none, and pawns on ranks 1 and 8, all ones, under
//! `pairs: "aligned"` and `pawn_squares: "pawn"`), with `own_square:
//! "occupied"`; `walker_bad_contract` declares a pair contract that is none,
//! which does not compile.

/// File and rank steps of the compass directions (dir8 in plugin.h): noEa,
/// east, soEa, sout, soWe, west, noWe, nort; files counted from the h-file.
const STEPS: [(i32, i32); 8] = [(-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1)];

/// The squares attacked from sq along dirs: each ray up to and including its
/// first occupied square.
fn walk(occ: u64, sq: i32, dirs: &[usize]) -> u64 {
    let mut attacks = 0u64;
    for &d in dirs {
        let (df, dr) = STEPS[d];
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            if cfg!(walker_bug) && d == 1 && f == 0 {
                break; // the planted bug: the h-file is never reached going east
            }
            let bit = 1u64 << (8 * r + f);
            attacks |= bit;
            if occ & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

fn rook(occ: u64, sq: i32) -> u64 {
    if cfg!(walker_crash) && sq == 63 {
        panic!("the planted crash: rook attacks from a8");
    }
    walk(occ, sq, &[1, 3, 5, 7])
}

/// The squares strictly between a and b on a shared line, else 0.
fn between(a: i32, b: i32) -> u64 {
    let target = 1u64 << b;
    (0..8)
        .filter(|_| a != b)
        .map(|d| walk(target, a, &[d]))
        .find(|ray| ray & target != 0)
        .map_or(0, |ray| ray & !target)
}

/// The squares a knight on sq attacks.
fn knight(sq: i32) -> u64 {
    let jumps = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    jumps
        .iter()
        .map(|&(df, dr)| (sq % 8 + df, sq / 8 + dr))
        .filter(|&(f, r)| (0..8).contains(&f) && (0..8).contains(&r))
        .fold(0, |bb, (f, r)| bb | 1u64 << (8 * r + f))
}

/// The pieces of the side not color that attack color's king (pieces: pawn,
/// knight, bishop, rook, queen, king).
fn checkers(pos: &slidercheck::Position, color: i32) -> u64 {
    let (occ, p) = (pos.color[0] | pos.color[1], &pos.pieces);
    let king = (pos.color[color as usize] & p[5]).trailing_zeros() as i32;
    let pawn_dirs: &[usize] = if color == 0 { &[0, 6] } else { &[2, 4] };
    let attackers = walk(occ, king, &[0, 2, 4, 6]) & (p[2] | p[4])
        | walk(occ, king, &[1, 3, 5, 7]) & (p[3] | p[4])
        | walk(!0, king, pawn_dirs) & p[0]
        | knight(king) & p[1]
        | walk(!0, king, &[0, 1, 2, 3, 4, 5, 6, 7]) & p[5];
    attackers & pos.color[(color ^ 1) as usize]
}

slidercheck::export! {
    rook_attacks: rook,
    bishop_attacks: |occ, sq| walk(occ, sq, &[0, 2, 4, 6]),
    queen_attacks: |occ, sq| walk(occ, sq, &[0, 1, 2, 3, 4, 5, 6, 7]),
    ray_attacks: |occ, sq, dir8| walk(occ, sq, &[dir8 as usize]),
    squares_between: between,
    checkers: checkers,
    square_mapping: "h1,g1",
}

#[cfg(walker_misdeclare)]
slidercheck::export! { between: between }

#[cfg(walker_unknown_key)]
slidercheck::export! { rook_attack: rook }

#[cfg(walker_bad_mapping)]
slidercheck::export! { bit_mapping: "h1,h3" }

/// Engine-style x-ray rook attacks: every occupied square is a blocker (the
/// blockers argument is not read).
#[cfg(walker_contracts)]
fn xray_rook(occ: u64, _blockers: u64, sq: i32) -> u64 {
    let first = rook(occ, sq);
    first ^ rook(occ ^ (occ & first), sq)
}

/// The whole line through a and b (both included); all ones when they share
/// no line or are the same square, outside the declared pair contract.
#[cfg(walker_contracts)]
fn line(a: i32, b: i32) -> u64 {
    let target = 1u64 << b;
    (0..4)
        .filter(|_| a != b)
        .map(|d| walk(0, a, &[d, d + 4]))
        .find(|line| line & target != 0)
        .map_or(!0, |line| line | 1u64 << a)
}

/// The squares a pawn of color on sq attacks; all ones on ranks 1 and 8,
/// outside the declared pawn squares.
#[cfg(walker_contracts)]
fn pawn(color: i32, sq: i32) -> u64 {
    if sq / 8 == 0 || sq / 8 == 7 {
        return !0;
    }
    walk(!0, sq, if color == 0 { &[0, 6] } else { &[2, 4] })
}

#[cfg(walker_contracts)]
slidercheck::export! {
    xray_rook_attacks: xray_rook,
    line_through: line,
    pawn_attacks: pawn,
    own_square: "occupied",
    xray_blockers: "occupied",
    pairs: "aligned",
    pawn_squares: "pawn",
}

#[cfg(walker_bad_contract)]
slidercheck::export! { pairs: "some" }
