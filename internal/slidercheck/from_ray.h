// Every kind composed from one ray function, following the kind table: the
// planted bugs (and any walker-style implementation) are written as one ray
// walk with one mistake, and every kind follows from it exactly as the
// definitions in kinds.h say.
#pragma once

#include <bit>
#include <utility>

#include "slidercheck/kind_functions.h"
#include "slidercheck/kinds.h"

namespace slidercheck {

// A ray (RayFn, shapes.h): the squares a slider on sq reaches in dir8 through
// occ; ray_attacks is the ray itself.

namespace from_ray_detail {

template <RayFn Ray>
Bitboard lines(std::uint8_t lines, Bitboard occ, int sq) {
  Bitboard r = 0;
  for (int d = 0; d < kDirections; ++d)
    if ((lines >> d) & 1) r |= Ray(occ, sq, d) | Ray(occ, sq, opposite(d));
  return r;
}

template <RayFn Ray>
Bitboard sliding(Bitboard sliders, Bitboard empty, int dir8) {
  Bitboard r = 0;
  for (; sliders; sliders &= sliders - 1) r |= Ray(~empty, std::countr_zero(sliders), dir8);
  return r;
}

template <Kind K, RayFn Ray>
Bitboard single(Bitboard occ, int sq) {
  return lines<Ray>(info(K).lines, occ, sq);
}

template <Kind K, RayFn Ray>
Bitboard xray(Bitboard occ, Bitboard blockers, int sq) {
  const Bitboard a = lines<Ray>(info(K).lines, occ, sq);
  return a ^ lines<Ray>(info(K).lines, occ ^ (blockers & a), sq);
}

// A sees kind: bit to of the base's lines from from (0 or 1).
template <Kind K, RayFn Ray>
Bitboard sees(Bitboard occ, int from, int to) {
  return (lines<Ray>(info(K).lines, occ, from) >> to) & 1;
}

// A set_attacks kind: the base's lines from every slider.
template <Kind K, RayFn Ray>
Bitboard slider_set(Bitboard sliders, Bitboard occ) {
  Bitboard r = 0;
  for (; sliders; sliders &= sliders - 1)
    r |= lines<Ray>(info(K).lines, occ, std::countr_zero(sliders));
  return r;
}

template <Kind K, RayFn Ray>
Bitboard multi(Bitboard sliders, Bitboard empty, int dir8) {
  return sliding<Ray>(sliders, empty, dir8);
}

template <Kind K, RayFn Ray>
Bitboard multi_extra(Bitboard sliders, Bitboard empty, Bitboard extra, int dir8) {
  if constexpr (info(K).compose == Compose::xray_fill_of_base) {
    const Bitboard hit = extra & sliding<Ray>(sliders, empty, dir8);
    return hit ? sliding<Ray>(hit, empty, dir8) : 0;
  } else {
    static_assert(info(K).compose == Compose::between_of_base);
    return sliding<Ray>(sliders, empty, dir8) & sliding<Ray>(extra, empty, opposite(dir8));
  }
}

// The pair kinds from the ray from a towards b through an occupancy of just
// {b}: squares_between is that ray minus b (0 when no ray from a reaches b);
// line_through is a plus the empty-board rays from a both ways along it; the
// variants add b, or a and b, as the table's composition says; ray_through is
// the empty-board ray from a in that direction.
template <Kind K, RayFn Ray>
Bitboard pair(int a, int b) {
  const Bitboard target = Bitboard{1} << b, own = Bitboard{1} << a;
  constexpr Compose compose = info(K).compose;
  if (a == b) {
    if constexpr (compose == Compose::base_and_b || compose == Compose::base_and_ends ||
                  compose == Compose::base_and_both_ends)
      return own;
    return 0;
  }
  for (int d = 0; d < kDirections; ++d) {
    const Bitboard r = Ray(target, a, d);
    if (!(r & target)) continue;
    if constexpr (compose == Compose::contains_base) {
      return Ray(0, a, d) | Ray(0, a, opposite(d)) | own;
    } else if constexpr (compose == Compose::base_and_b) {
      return r;
    } else if constexpr (compose == Compose::base_and_ends ||
                         compose == Compose::base_and_both_ends) {
      return r | own;
    } else if constexpr (compose == Compose::base_and_b_aligned) {
      return r;
    } else if constexpr (compose == Compose::rays_make_line) {
      return Ray(0, a, d);  // ray_through: on to the edge, b included
    } else {
      return r & ~target;
    }
  }
  if constexpr (compose == Compose::base_and_b) return target;
  if constexpr (compose == Compose::base_and_both_ends) return target | own;
  return 0;
}

template <Kind K, RayFn Ray>
void set(KindFunctions<Bitboard>& f) {
  // The kind predicates (kinds.h) name the board kinds' shapes; leapers have no rays.
  if constexpr (is_ray(K))
    f.set(K, Ray);
  else if constexpr (is_plain_slider(K))
    f.set(K, &single<K, Ray>);
  else if constexpr (is_single_slider(K))
    f.set(K, &xray<K, Ray>);
  else if constexpr (has_extra(K))
    f.set(K, &multi_extra<K, Ray>);
  else if constexpr (is_multi(K))
    f.set(K, &multi<K, Ray>);
  else if constexpr (is_pair(K))
    f.set(K, &pair<K, Ray>);
  else if constexpr (is_sees(K))
    f.set(K, &sees<K, Ray>);
  else if constexpr (is_slider_set(K))
    f.set(K, &slider_set<K, Ray>);
}

}  // namespace from_ray_detail

// Returns every kind composed from Ray.
template <RayFn Ray>
KindFunctions<Bitboard> functions_from_ray() {
  KindFunctions<Bitboard> f;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (from_ray_detail::set<static_cast<Kind>(I), Ray>(f), ...);
  }
  (std::make_index_sequence<kKinds>{});
  return f;
}

}  // namespace slidercheck
