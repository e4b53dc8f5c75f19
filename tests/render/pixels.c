/* pixels.c — see pixels.h. */
#include "pixels.h"

#include <glib/gstdio.h>
#include <math.h>

Pixel
pixel_at (cairo_surface_t *surface, double x, double y)
{
  cairo_surface_flush (surface);
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data = cairo_image_surface_get_data (surface);
  int ix = CLAMP ((int) floor (x), 0, w - 1);
  int iy = CLAMP ((int) floor (y), 0, h - 1);
  guint32 v = *(const guint32 *) (data + iy * stride + ix * 4);
  double a = cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32
             ? ((v >> 24) & 0xff) / 255.0 : 1.0;
  Pixel p = { ((v >> 16) & 0xff) / 255.0, ((v >> 8) & 0xff) / 255.0,
              (v & 0xff) / 255.0, a };
  if (a > 0)
    {
      p.r /= a;
      p.g /= a;
      p.b /= a;
    }
  return p;
}

gboolean
pixel_is_blue (Pixel p)
{
  return p.b > p.r + 0.25 && p.b > p.g + 0.1;
}

gboolean
pixel_is_orange (Pixel p)
{
  return p.r > 0.7 && p.r > p.g + 0.2 && p.g > p.b + 0.1;
}

gboolean
pixel_is_green (Pixel p)
{
  return p.g > p.r + 0.1 && p.g > p.b + 0.03;
}

gboolean
pixel_is_red (Pixel p)
{
  return p.r > p.g + 0.2 && p.r > p.b + 0.2 && fabs (p.g - p.b) < 0.15;
}

double
pixel_luminance (Pixel p)
{
  return 0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b;
}

int
pixels_count (cairo_surface_t *surface, double x, double y, double w, double h,
              gboolean (*test) (Pixel))
{
  int n = 0;

  for (int j = (int) ceil (y); j < y + h; j++)
    for (int i = (int) ceil (x); i < x + w; i++)
      if (test (pixel_at (surface, i + 0.5, j + 0.5)))
        n++;
  return n;
}

MnkPosition
position_from (const char *text, int k)
{
  MnkPositionSpec spec = { 0, 0, k, MNK_PIECE_X, MNK_PIECE_EMPTY };
  g_autoptr (GError) error = NULL;
  MnkPosition pos;

  g_assert_true (mnk_position_parse (&pos, text, &spec, &error));
  g_assert_no_error (error);
  return pos;
}

MnkAnalysis *
analysis_of (const char *text, MnkScoreMode mode)
{
  MnkPosition pos = position_from (text, 0);
  MnkSolverOptions options;
  g_autoptr (GError) error = NULL;

  mnk_solver_options_init (&options);
  options.mode = mode;
  g_autoptr (MnkSolver) solver = mnk_solver_new (&options);
  MnkAnalysis *analysis = mnk_solver_analyze (solver, &pos, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (analysis);
  g_assert_false (analysis->stopped);
  return analysis;
}

char *
scratch_dir_new (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("noughts-render-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
scratch_dir_remove (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  if (d)
    g_dir_close (d);
  g_rmdir (dir);
}
