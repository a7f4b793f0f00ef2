#ifndef LIMNER_SIMD_H
#define LIMNER_SIMD_H

/* Vector operations Swift's SIMD types do not spell, written with Clang's vector extensions
   (no intrinsics, so the same header serves the baseline and the AVX2 copies of the span
   loops, and arm64). Swift imports these vector types as SIMD8<UInt16> and SIMD16<UInt16>,
   and the functions are inlined into the Swift callers. */

typedef float limner_f32x4 __attribute__((ext_vector_type(4)));
typedef unsigned short limner_u16x8 __attribute__((ext_vector_type(8)));
typedef unsigned short limner_u16x16 __attribute__((ext_vector_type(16)));
typedef unsigned int limner_u32x8 __attribute__((ext_vector_type(8)));
typedef unsigned int limner_u32x16 __attribute__((ext_vector_type(16)));
typedef int limner_i32x4 __attribute__((ext_vector_type(4)));

/* table[k[i]] for each of eight lanes. Where the copy is built for AVX2, one vector gather
   (`vpgatherdd`): in a loop of independent lookups (a gradient's table, `SpreadFunction.lookup`)
   a test program on an Intel Xeon took 0.19–0.22 ns a colour with it, 0.25–0.41 with eight
   loads and lane inserts, whose inserts all wait for the one shuffle port. Its latency is long, so a loop that uses the colours at once (the one-pass
   spans) keeps the plain loads. Elsewhere, eight loads. The manifest's `-mno-gather` keeps the
   compiler from making gathers of its own; this asks for one by name. */
static inline __attribute__((always_inline)) limner_u32x8 limner_gather_u32x8(const unsigned int *table, limner_u32x8 k) {
#if defined(__AVX2__)
    typedef int limner_i32x8_ __attribute__((vector_size(32)));
    const limner_i32x8_ zero = {0, 0, 0, 0, 0, 0, 0, 0};
    const limner_i32x8_ all = {-1, -1, -1, -1, -1, -1, -1, -1};
    return (limner_u32x8)__builtin_ia32_gatherd_d256(zero, (const int *)table, (limner_i32x8_)k, all, 4);
#else
    return (limner_u32x8){table[k[0]], table[k[1]], table[k[2]], table[k[3]],
                          table[k[4]], table[k[5]], table[k[6]], table[k[7]]};
#endif
}

/* A compiler barrier (no instruction): memory stored before it is read again after it. A
   gradient's table indices go through memory this way (`SpreadFunction.gather`): loaded back
   one by one they are plain integer loads, where taken out of a vector register each is a
   byte extract, and eight of those per eight pixels kept the shuffle port busy. */
static inline __attribute__((always_inline)) void limner_compiler_barrier(void) {
    __asm__ __volatile__("" ::: "memory");
}

/* floor(x / 255 + 1/2) per lane for x = v·a + 128 (any 16-bit x): (x · 257) >> 16, the high
   half of a 16-bit multiply (x86 `pmulhuw`, one instruction where the shift-add-shift form
   x + (x >> 8) >> 8, equal for every 16-bit x, takes three). */
static inline __attribute__((always_inline)) limner_u16x8 limner_div255_u16x8(limner_u16x8 x) {
    return __builtin_convertvector((__builtin_convertvector(x, limner_u32x8) * 257) >> 16, limner_u16x8);
}

static inline __attribute__((always_inline)) limner_u16x16 limner_div255_u16x16(limner_u16x16 x) {
    return __builtin_convertvector((__builtin_convertvector(x, limner_u32x16) * 257) >> 16, limner_u16x16);
}

/* The running sums of four lanes, (v0, v0+v1, (v1+v2)+v0, (v2+v3)+(v0+v1)), plus `carry`
   (every lane the same): two whole-vector shifts by one and two lanes, where Swift's
   SIMD4(0, v[0], v[1], v[2]) was taken apart into scalar adds and inserts. */
static inline __attribute__((always_inline)) limner_f32x4 limner_prefix_sum_f32x4(limner_f32x4 v, limner_f32x4 carry) {
    const limner_f32x4 zero = 0;
    v += __builtin_shufflevector(zero, v, 0, 4, 5, 6);
    v += __builtin_shufflevector(zero, v, 0, 1, 4, 5);
    return v + carry;
}

/* Lane 3 of `v` in every lane. */
static inline __attribute__((always_inline)) limner_f32x4 limner_broadcast_last_f32x4(limner_f32x4 v) {
    return __builtin_shufflevector(v, v, 3, 3, 3, 3);
}

/* A compiler barrier that also lets the compiler see `p` escape: a local buffer stored before
   it is really in memory after it, and read back with plain loads. The four rows of a steep
   edge (`fourSteepRows`) go through one this way: left to itself the compiler took each
   value's lanes apart and computed them one by one, undoing the vector arithmetic. */
static inline __attribute__((always_inline)) void limner_publish(void *p) {
    __asm__ __volatile__("" : : "r"(p) : "memory");
}

/* Each lane truncated toward zero, as Swift's `Int32(_:)` of a Float does (one `cvttps2dq`;
   Swift's generic SIMD conversion with a rounding rule was a call). The lanes must be finite
   and within Int32's range. */
static inline __attribute__((always_inline)) limner_i32x4 limner_truncate_f32x4(limner_f32x4 v) {
    return __builtin_convertvector(v, limner_i32x4);
}

/* Asks for the cache line holding `p` ahead of a read-modify-write of it (a hint: no fault for
   any address, no effect on results). */
static inline __attribute__((always_inline)) void limner_prefetch(const void *p) {
    __builtin_prefetch(p, 1, 3);
}

#endif
