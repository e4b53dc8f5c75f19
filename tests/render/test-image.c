/* test-image.c — boards and PV strips written as PNG, SVG and PDF files:
 * sizes, colours, well-formed files, one PDF page per PV step, and errors
 * that name the file. */
#define _GNU_SOURCE   /* memmem */
#include "config.h"
#include "noughts-export.h"
#include "noughts-render.h"
#include "pixels.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

static char *scratch;

static char *
scratch_path (const char *name)
{
  return g_build_filename (scratch, name, NULL);
}

static cairo_surface_t *
load_png (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (path);

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

/* Runs a tool on argv; FALSE with the test skipped when it is missing. */
static gboolean
run_tool (const char *const *argv, char **out)
{
  g_autofree char *program = g_find_program_in_path (argv[0]);
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  int status;

  if (program == NULL)
    {
      g_test_skip_printf ("%s is not installed", argv[0]);
      return FALSE;
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH,
                               NULL, NULL, out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s failed: %s", argv[0], err);
  return TRUE;
}

static void
test_format_from_path (void)
{
  NoughtsImageFormat f;
  g_autoptr (GError) error = NULL;

  g_assert_true (noughts_image_format_from_path ("a/b.png", &f, NULL));
  g_assert_cmpint (f, ==, NOUGHTS_IMAGE_PNG);
  g_assert_true (noughts_image_format_from_path ("B.SVG", &f, NULL));
  g_assert_cmpint (f, ==, NOUGHTS_IMAGE_SVG);
  g_assert_true (noughts_image_format_from_path ("x.y.Pdf", &f, NULL));
  g_assert_cmpint (f, ==, NOUGHTS_IMAGE_PDF);
  g_assert_false (noughts_image_format_from_path ("board.jpg", &f, &error));
  g_assert_nonnull (strstr (error->message, "board.jpg"));
  g_clear_error (&error);
  g_assert_false (noughts_image_format_from_path ("dir.png/board", &f, &error));
  g_assert_nonnull (error);
}

/* PNG: the asked long side, the board's aspect, X blue, a winning move's
 * heat green, dark pages dark. */
static void
test_png (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("xx./oo./x.. o", MNK_SCORE_WDL);
  g_autofree char *path = scratch_path ("board.png");
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;

  noughts_image_options_init (&options);
  options.size = 360;
  options.heat_map = TRUE;
  g_assert_true (noughts_export_board_image (&a->position, a, &options,
                                             NOUGHTS_IMAGE_PNG, path, &error));
  g_assert_no_error (error);
  cairo_surface_t *s = load_png (path);
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  g_assert_cmpint (MAX (w, h), ==, 360);
  g_assert_cmpint (w, ==, h);

  NoughtsBoardLayout l;
  double x, y;
  noughts_board_layout (&l, 3, 3, TRUE, w, h);
  noughts_board_layout_cell (&l, 0, &x, &y);
  g_assert_true (pixel_is_blue (pixel_at (s, x + l.cell / 2, y + l.cell / 2)));
  noughts_board_layout_cell (&l, 5, &x, &y);   /* c2: O wins there */
  g_assert_true (pixel_is_green (pixel_at (s, x + 0.12 * l.cell, y + 0.88 * l.cell)));
  noughts_board_layout_cell (&l, 8, &x, &y);   /* c3: X wins after it */
  g_assert_true (pixel_is_red (pixel_at (s, x + 0.12 * l.cell, y + 0.88 * l.cell)));
  g_assert_cmpfloat (pixel_luminance (pixel_at (s, 0, h - 1)), >, 0.9);
  cairo_surface_destroy (s);

  /* a 5x4 board without coordinates: 4 wide, 5 high */
  MnkPosition tall = position_from ("..../..../.x../..../....", 4);
  options.coordinates = FALSE;
  options.dark = TRUE;
  options.size = 250;
  g_assert_true (noughts_export_board_image (&tall, NULL, &options,
                                             NOUGHTS_IMAGE_PNG, path, &error));
  g_assert_no_error (error);
  s = load_png (path);
  w = cairo_image_surface_get_width (s);
  h = cairo_image_surface_get_height (s);
  g_assert_cmpint (h, ==, 250);
  double units_w, units_h;
  noughts_board_natural_size (5, 4, FALSE, &units_w, &units_h);
  g_assert_cmpint (w, ==, (int) (250 * units_w / units_h + 0.5));
  g_assert_cmpfloat (pixel_luminance (pixel_at (s, 0, 0)), <, 0.2);
  noughts_board_layout (&l, 5, 4, FALSE, w, h);
  noughts_board_layout_cell (&l, 9, &x, &y);
  g_assert_true (pixel_is_blue (pixel_at (s, x + l.cell / 2, y + l.cell / 2)));
  cairo_surface_destroy (s);
}

static void
test_svg (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("x.o/.x./..o", MNK_SCORE_WDL);
  g_autofree char *path = scratch_path ("board.svg");
  g_autofree char *png = scratch_path ("board-svg.png");
  g_autofree char *contents = NULL;
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;

  noughts_image_options_init (&options);
  options.size = 300;
  options.heat_map = TRUE;
  options.pv_numbers = TRUE;
  g_assert_true (noughts_export_board_image (&a->position, a, &options,
                                             NOUGHTS_IMAGE_SVG, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml"));
  g_assert_nonnull (strstr (contents, "<svg"));
  /* sizes are points: 300 of them */
  g_assert_nonnull (strstr (contents, "width=\"300pt\""));
  g_assert_nonnull (strstr (contents, "viewBox=\"0 0 300 300\""));

  const char *lint[] = { "xmllint", "--noout", path, NULL };
  if (!run_tool (lint, NULL))
    return;
  /* at 72 dots an inch a point is a pixel */
  const char *convert[] = { "rsvg-convert", "-d", "72", "-p", "72", "-o", png, path, NULL };
  if (!run_tool (convert, NULL))
    return;
  cairo_surface_t *s = load_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (s), ==, 300);
  NoughtsBoardLayout l;
  double x, y;
  noughts_board_layout (&l, 3, 3, TRUE, 300, 300);
  noughts_board_layout_cell (&l, 4, &x, &y);
  g_assert_true (pixel_is_blue (pixel_at (s, x + l.cell / 2, y + l.cell / 2)));
  cairo_surface_destroy (s);
}

static int
count_pdf_pages (const char *contents, gsize length)
{
  int pages = 0;
  const char *key = "/Type /Page";
  gsize n = strlen (key);

  for (const char *p = contents; p + n < contents + length; p++)
    {
      p = memmem (p, contents + length - p, key, n);
      if (p == NULL)
        break;
      /* /Type /Pages is the page tree, not a page */
      if (p[n] != 's')
        pages++;
    }
  return pages;
}

static void
test_pv_strip (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("x../.o./...", MNK_SCORE_WDL);
  g_autofree char *pdf = scratch_path ("pv.pdf");
  g_autofree char *png = scratch_path ("pv.png");
  g_autofree char *svg = scratch_path ("pv.svg");
  g_autofree char *contents = NULL;
  gsize length;
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (a->pv->len, ==, 7);
  noughts_image_options_init (&options);
  options.size = 400;
  options.pv_numbers = TRUE;
  g_assert_true (noughts_export_pv_strip (a, &options, NOUGHTS_IMAGE_PDF, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  g_assert_cmpint (count_pdf_pages (contents, length), ==, 1 + a->pv->len);

  g_assert_true (noughts_export_pv_strip (a, &options, NOUGHTS_IMAGE_PNG, png, &error));
  g_assert_no_error (error);
  cairo_surface_t *s = load_png (png);
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  g_assert_cmpint (MAX (w, h), ==, 400);
  g_assert_cmpint (w, >, h);   /* eight boards: two rows of four */
  /* the last board shows all nine cells taken: blue and orange on it */
  g_assert_cmpint (pixels_count (s, w / 2.0, h / 2.0, w / 2.0, h / 2.0, pixel_is_blue), >, 50);
  g_assert_cmpint (pixels_count (s, w / 2.0, h / 2.0, w / 2.0, h / 2.0, pixel_is_orange), >, 50);
  cairo_surface_destroy (s);

  g_assert_true (noughts_export_pv_strip (a, &options, NOUGHTS_IMAGE_SVG, svg, &error));
  g_assert_no_error (error);
  const char *info[] = { "pdfinfo", pdf, NULL };
  g_autofree char *out = NULL;
  if (run_tool (info, &out))
    {
      g_autofree char *expect = g_strdup_printf ("Pages:           %u\n", 1 + a->pv->len);
      g_assert_nonnull (strstr (out, expect));
    }
  const char *lint[] = { "xmllint", "--noout", svg, NULL };
  run_tool (lint, NULL);
}

/* A finished position has no PV: the strip is the one board. */
static void
test_pv_strip_finished (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("xxx/oo./...", MNK_SCORE_WDL);
  g_autofree char *pdf = scratch_path ("over.pdf");
  g_autofree char *contents = NULL;
  gsize length;
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;

  noughts_image_options_init (&options);
  g_assert_cmpuint (a->pv->len, ==, 0);
  g_assert_true (noughts_export_pv_strip (a, &options, NOUGHTS_IMAGE_PDF, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_cmpint (count_pdf_pages (contents, length), ==, 1);
}

static void
test_errors (void)
{
  MnkPosition pos = position_from ("x../.o./...", 0);
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;
  const char *missing = "/nonexistent-noughts-dir/board.png";

  noughts_image_options_init (&options);
  for (int f = NOUGHTS_IMAGE_PNG; f <= NOUGHTS_IMAGE_PDF; f++)
    {
      g_assert_false (noughts_export_board_image (&pos, NULL, &options, f, missing, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, missing));
      g_clear_error (&error);
    }
  /* a directory where the file should be */
  g_assert_false (noughts_export_board_image (&pos, NULL, &options, NOUGHTS_IMAGE_PNG,
                                              scratch, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, scratch));
  g_clear_error (&error);

  g_autofree char *path = scratch_path ("tiny.png");
  options.size = 3;
  g_assert_false (noughts_export_board_image (&pos, NULL, &options, NOUGHTS_IMAGE_PNG,
                                              path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* With a Chinese catalogue the PV strip's captions come out in Chinese:
 * the caption band changes, the boards do not. Runs last: it switches the
 * process's language. */
static void
test_translated_captions (void)
{
  g_autoptr (MnkAnalysis) a = analysis_of ("x../.o./...", MNK_SCORE_WDL);
  g_autofree char *english = scratch_path ("pv-en.png");
  g_autofree char *chinese = scratch_path ("pv-zh.png");
  g_autofree char *mo = g_build_filename (NOUGHTS_TEST_LOCALEDIR, "zh_CN", "LC_MESSAGES",
                                          GETTEXT_PACKAGE ".mo", NULL);
  NoughtsImageOptions options;
  g_autoptr (GError) error = NULL;

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip_printf ("%s is not built", mo);
      return;
    }
  noughts_image_options_init (&options);
  options.size = 900;
  options.pv_numbers = TRUE;
  g_assert_true (noughts_export_pv_strip (a, &options, NOUGHTS_IMAGE_PNG, english, &error));
  g_assert_no_error (error);

  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, NOUGHTS_TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  const char *start = C_("pv strip", "Start, %s to move");
  if (strcmp (start, "Start, %s to move") == 0)
    {
      g_test_skip ("the Chinese catalogue does not load in this locale");
      return;
    }
  g_assert_true (noughts_export_pv_strip (a, &options, NOUGHTS_IMAGE_PNG, chinese, &error));
  g_assert_no_error (error);
  g_unsetenv ("LANGUAGE");

  cairo_surface_t *en = load_png (english), *zh = load_png (chinese);
  int w = cairo_image_surface_get_width (en), h = cairo_image_surface_get_height (en);
  g_assert_cmpint (cairo_image_surface_get_width (zh), ==, w);
  g_assert_cmpint (cairo_image_surface_get_height (zh), ==, h);
  /* the first board and its caption: the strip's top left panel; the
   * board's top part is the same, the caption band below it is not */
  double units_w, units_h;
  noughts_board_natural_size (3, 3, TRUE, &units_w, &units_h);
  int board_differs = 0, caption_differs = 0;
  double panel_w = w / 4.0;
  for (int y = 0; y < h / 2; y++)
    for (int x = 0; x < panel_w; x++)
      {
        Pixel p = pixel_at (en, x, y), q = pixel_at (zh, x, y);
        gboolean differ = fabs (p.r - q.r) + fabs (p.g - q.g) + fabs (p.b - q.b) > 0.3;
        /* the board ends at about units_h / units_w of the panel's width */
        if (y < 0.8 * panel_w * units_h / units_w)
          board_differs += differ;
        else
          caption_differs += differ;
      }
  g_assert_cmpint (board_differs, ==, 0);
  g_assert_cmpint (caption_differs, >, 50);
  cairo_surface_destroy (en);
  cairo_surface_destroy (zh);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  scratch = scratch_dir_new ();
  g_test_add_func ("/image/format-from-path", test_format_from_path);
  g_test_add_func ("/image/png", test_png);
  g_test_add_func ("/image/svg", test_svg);
  g_test_add_func ("/image/pv-strip", test_pv_strip);
  g_test_add_func ("/image/pv-strip-finished", test_pv_strip_finished);
  g_test_add_func ("/image/errors", test_errors);
  g_test_add_func ("/image/translated-captions", test_translated_captions);
  int status = g_test_run ();
  scratch_dir_remove (scratch);
  g_free (scratch);
  return status;
}
