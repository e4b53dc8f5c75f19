/* pixels.h — reading back what a painter drew, for the render tests. */
#pragma once

#include <cairo.h>
#include "mnk.h"

typedef struct {
  double r, g, b, a;   /* 0..1, not premultiplied */
} Pixel;

/* The pixel of an ARGB32/RGB24 image surface under (x, y), clamped. */
Pixel pixel_at (cairo_surface_t *surface, double x, double y);
/* How a colour reads: clearly blue, orange, green, red, grey; light, dark. */
gboolean pixel_is_blue (Pixel p);
gboolean pixel_is_orange (Pixel p);
gboolean pixel_is_green (Pixel p);
gboolean pixel_is_red (Pixel p);
double pixel_luminance (Pixel p);
/* Pixels in a rectangle that satisfy test. */
int pixels_count (cairo_surface_t *surface, double x, double y, double w,
                  double h, gboolean (*test) (Pixel));

/* A position from notation (asserts it reads); k 0: the default. */
MnkPosition position_from (const char *text, int k);
/* An exact analysis of text in mode (asserts it succeeds). */
MnkAnalysis *analysis_of (const char *text, MnkScoreMode mode);

/* A scratch directory for output files, removed by the caller with
 * scratch_dir_remove. */
char *scratch_dir_new (void);
void scratch_dir_remove (const char *dir);
