#ifndef LIMNER_CIMAGEQUANT_SHIM_H
#define LIMNER_CIMAGEQUANT_SHIM_H
#include <libimagequant.h>

/* Debian's libimagequant is built with OpenMP. Its k-means sums floats in parallel, so the
   palette could depend on how threads split the work; the GIF encoder calls this with 1 on
   its own thread before quantizing (the thread's OpenMP team size), which makes the output
   bytes repeatable and leaves the cores to the frame renderers. Declared here because omp.h
   lives in GCC's private include directory. */
void omp_set_num_threads(int num_threads);
#endif
