/* test-files.c — the window's files, driven through the code behind its
 * file choosers (no native dialog): save and open round trips, the title's
 * unsaved-changes mark, every export kind checked by reading the file
 * back, failing writes and bad files refused with their reason while the
 * position stays, drops, the question before closing unsaved work and the
 * recent-files list. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <cairo.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "window-driver.h"

static char *tmp_dir;

static GFile *
tmp_file (const char *name)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  return g_file_new_for_path (path);
}

/* Closes the window and removes the test's files (the recent-files list
 * stays: it is the environment's, like a person's). */
static void
finish (NoughtsWindow *win)
{
  g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  if (win != NULL)
    close_window (win);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (!g_str_equal (name, "recently-used.xbel"))
      {
        g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

        g_unlink (path);
      }
}

static char *
read_file (GFile *file, gsize *length)
{
  char *data = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &data, length, NULL, NULL));
  return data;
}

typedef struct {
  NoughtsWindow *win;
  GFile *file;
} FileWait;

static gboolean
window_has_file (gpointer data)
{
  FileWait *w = data;
  GFile *now = noughts_window_get_file (w->win);

  return now != NULL && g_file_equal (now, w->file);
}

/* Opens file as Open would and waits until the window holds it. */
static void
open_and_wait (NoughtsWindow *win, GFile *file)
{
  FileWait w = { win, file };

  noughts_window_open_file (win, file);
  wait_for (window_has_file, &w, "the opened file");
  wait_analysis (win);
}

static const char *
save_for_toast (NoughtsWindow *win, GFile *file)
{
  guint before = noughts_window_get_toast_count (win);

  noughts_window_save_to (win, file);
  return wait_toast (win, before, "the save's toast");
}

static const char *
export_for_toast (NoughtsWindow *win, NoughtsExportKind kind, GFile *file,
                  const NoughtsExportSettings *settings)
{
  guint before = noughts_window_get_toast_count (win);

  noughts_window_export (win, kind, file, settings);
  return wait_toast (win, before, "the export's toast");
}

static const char *
open_for_toast (NoughtsWindow *win, GFile *file)
{
  guint before = noughts_window_get_toast_count (win);

  noughts_window_open_file (win, file);
  return wait_toast (win, before, "the open's toast");
}

static AdwMessageDialog *find_message_dialog (NoughtsWindow *win);

/* ---- save and open ---------------------------------------------------- */

/* Everything the file holds comes back in another window: the game, the
 * scoring, the position, the moves that led there and the comment. */
static void
test_round_trip (void)
{
  NoughtsWindow *win = open_window (NULL);
  NoughtsWindow *other = open_window (NULL);
  NoughtsPositionModel *model = noughts_window_get_model (other);
  g_autoptr (GFile) file = tmp_file ("round-trip.noughts");
  g_autofree char *data = NULL;
  g_autofree char *notation = NULL;
  const MnkPosition *pos;
  int line[MNK_MAX_CELLS];

  act (win, "set-game", g_variant_new_string ("4,4,3"));
  act (win, "set-score", g_variant_new_string ("quick"));
  act (win, "set-position", g_variant_new_string ("..../.x../..o./...."));
  wait_analysis (win);
  board_act (win, "board.activate", 0);    /* X a1 */
  board_act (win, "board.activate", 15);   /* O d4 */
  wait_analysis (win);
  noughts_window_set_comment (win, "Quick win: X “hurries”\nsecond line");

  g_assert_cmpstr (save_for_toast (win, file), ==, "Saved “round-trip.noughts”");
  data = read_file (file, NULL);
  g_assert_nonnull (strstr (data, "\"format\": \"noughts\""));
  g_assert_nonnull (strstr (data, "\"score_mode\": \"quick\""));

  open_and_wait (other, file);
  pos = noughts_position_model_get_position (model);
  g_assert_cmpint (pos->game.rows, ==, 4);
  g_assert_cmpint (pos->game.cols, ==, 4);
  g_assert_cmpint (pos->game.k, ==, 3);
  g_assert_cmpint (noughts_position_model_get_mode (model), ==, MNK_SCORE_QUICK);
  notation = model_notation (other);
  g_assert_cmpstr (notation, ==, "x.../.x../..o./...o");
  g_assert_cmpint (noughts_position_model_get_line (model, line), ==, 2);
  g_assert_cmpint (line[0], ==, 0);
  g_assert_cmpint (line[1], ==, 15);
  g_assert_cmpint (noughts_position_model_get_last_move (model), ==, 15);
  g_assert_cmpstr (noughts_window_get_comment (other), ==, "Quick win: X “hurries”\nsecond line");
  g_assert_cmpstr (noughts_window_get_title (other), ==, "round-trip.noughts");
  g_assert_false (noughts_window_get_modified (other));

  close_window (other);
  finish (win);
}

/* The title names the file; "• " before it says there is unsaved work,
 * and goes once it is saved (or the edit is undone). */
static void
test_title_mark (void)
{
  NoughtsWindow *win = open_window (NULL);
  g_autoptr (GFile) file = tmp_file ("title.noughts");

  g_assert_cmpstr (noughts_window_get_title (win), ==, "New Position");
  g_assert_false (noughts_window_get_modified (win));

  board_act (win, "board.activate", 4);
  g_assert_true (noughts_window_get_modified (win));
  g_assert_cmpstr (noughts_window_get_title (win), ==, "• New Position");

  g_assert_cmpstr (save_for_toast (win, file), ==, "Saved “title.noughts”");
  g_assert_false (noughts_window_get_modified (win));
  g_assert_cmpstr (noughts_window_get_title (win), ==, "title.noughts");
  g_assert_true (g_file_equal (noughts_window_get_file (win), file));

  board_act (win, "board.activate", 0);
  g_assert_cmpstr (noughts_window_get_title (win), ==, "• title.noughts");
  act (win, "undo", NULL);
  g_assert_cmpstr (noughts_window_get_title (win), ==, "title.noughts");

  /* The comment is part of the file, so editing it is a change too. */
  noughts_window_set_comment (win, "centre first");
  g_assert_cmpstr (noughts_window_get_title (win), ==, "• title.noughts");
  /* Save on a saved position writes to its file, without asking. */
  g_assert_cmpstr (act_for_toast (win, "save", NULL), ==, "Saved “title.noughts”");
  g_assert_cmpstr (noughts_window_get_title (win), ==, "title.noughts");

  finish (win);
}

/* ---- exports ---------------------------------------------------------- */

static void
png_size (GFile *file, int *width, int *height)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (g_file_peek_path (file));

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  *width = cairo_image_surface_get_width (surface);
  *height = cairo_image_surface_get_height (surface);
  cairo_surface_destroy (surface);
}

static void
on_svg_start (GMarkupParseContext *context, const char *element, const char **names,
              const char **values, gpointer user_data, GError **error)
{
  char **root = user_data;

  if (*root == NULL)
    *root = g_strdup (element);
}

/* The file parses as XML and its root element is <svg>. */
static void
assert_svg (GFile *file)
{
  GMarkupParser parser = { .start_element = on_svg_start };
  g_autofree char *root = NULL;
  g_autofree char *data = NULL;
  gsize length;
  GMarkupParseContext *context;
  g_autoptr (GError) error = NULL;

  data = read_file (file, &length);
  context = g_markup_parse_context_new (&parser, G_MARKUP_IGNORE_QUALIFIED, &root, NULL);
  /* The XML declaration and the doctype are not elements; GMarkup skips
   * the first and refuses nothing else of cairo's output. */
  g_assert_true (g_markup_parse_context_parse (context, data, length, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  g_markup_parse_context_free (context);
  g_assert_cmpstr (root, ==, "svg");
}

/* needle in data, which may hold NUL bytes (a PDF's streams). */
static const char *
find_bytes (const char *data, gsize length, const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (data + i, needle, n) == 0)
      return data + i;
  return NULL;
}

/* A PDF's page count, from its page tree's /Count. */
static int
pdf_pages (GFile *file)
{
  gsize length;
  g_autofree char *data = read_file (file, &length);
  const char *pages;
  const char *count;

  g_assert_cmpuint (length, >, 5);
  g_assert_cmpmem (data, 5, "%PDF-", 5);
  pages = find_bytes (data, length, "/Type /Pages");
  g_assert_nonnull (pages);
  count = find_bytes (pages, length - (pages - data), "/Count ");
  g_assert_nonnull (count);
  return atoi (count + strlen ("/Count "));
}

static void
test_export_text_kinds (void)
{
  NoughtsWindow *win = open_window ("xx./oo./...");
  g_autoptr (GFile) json = tmp_file ("analysis.json");
  g_autoptr (GFile) csv = tmp_file ("moves.csv");
  g_autoptr (GFile) text = tmp_file ("report.txt");
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *data = NULL;
  NoughtsExportSettings settings;
  JsonObject *root;
  JsonArray *tree;
  g_autoptr (GError) error = NULL;

  noughts_window_export_settings_init (win, &settings);
  settings.tree_depth = 2;
  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_JSON, json, &settings), ==,
                   "Saved “analysis.json”");
  data = read_file (json, NULL);
  g_assert_true (json_parser_load_from_data (parser, data, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "position"), ==, "xx./oo./...");
  tree = json_object_get_array_member (root, "tree");
  g_assert_nonnull (tree);
  g_assert_cmpuint (json_array_get_length (tree), ==, 5);   /* every move of the position */
  g_clear_pointer (&data, g_free);

  /* Depth 0: no tree at all. */
  settings.tree_depth = 0;
  export_for_toast (win, NOUGHTS_EXPORT_JSON, json, &settings);
  data = read_file (json, NULL);
  g_assert_null (strstr (data, "\"tree\""));
  g_clear_pointer (&data, g_free);

  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_CSV, csv, &settings), ==,
                   "Saved “moves.csv”");
  data = read_file (csv, NULL);
  g_assert_true (g_str_has_prefix (data, "row,col,cell,result,score,plies\n0,2,c1,x,1,"));
  g_clear_pointer (&data, g_free);

  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_TEXT, text, &settings), ==,
                   "Saved “report.txt”");
  data = read_file (text, NULL);
  g_assert_nonnull (strstr (data, "c1"));

  finish (win);
}

static void
test_export_board (void)
{
  NoughtsWindow *win = open_window ("x../.o./...");
  g_autoptr (GFile) png = tmp_file ("board.png");
  g_autoptr (GFile) bare = tmp_file ("bare.png");
  g_autoptr (GFile) svg = tmp_file ("board.svg");
  g_autoptr (GFile) pdf = tmp_file ("board.pdf");
  g_autofree char *heat = NULL;
  g_autofree char *plain = NULL;
  gsize heat_len, plain_len;
  NoughtsExportSettings settings;
  int width, height;

  noughts_window_export_settings_init (win, &settings);
  settings.size = 300;
  settings.heat_map = TRUE;
  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_BOARD, png, &settings), ==,
                   "Saved “board.png”");
  png_size (png, &width, &height);
  g_assert_cmpint (MAX (width, height), ==, 300);

  settings.size = 200;
  settings.heat_map = FALSE;
  export_for_toast (win, NOUGHTS_EXPORT_BOARD, bare, &settings);
  png_size (bare, &width, &height);
  g_assert_cmpint (MAX (width, height), ==, 200);

  /* The heat map option reaches the picture: same size, other pixels. */
  settings.size = 300;
  export_for_toast (win, NOUGHTS_EXPORT_BOARD, bare, &settings);
  heat = read_file (png, &heat_len);
  plain = read_file (bare, &plain_len);
  g_assert_false (heat_len == plain_len && memcmp (heat, plain, heat_len) == 0);

  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_BOARD, svg, &settings), ==,
                   "Saved “board.svg”");
  assert_svg (svg);
  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_BOARD, pdf, &settings), ==,
                   "Saved “board.pdf”");
  g_assert_cmpint (pdf_pages (pdf), ==, 1);

  finish (win);
}

/* The strip of the empty 3x3 board: the position and nine PV moves, a PDF
 * page each. */
static void
test_export_pv_strip (void)
{
  NoughtsWindow *win = open_window (NULL);
  g_autoptr (GFile) pdf = tmp_file ("line.pdf");
  g_autoptr (GFile) png = tmp_file ("line.png");
  g_autoptr (GFile) svg = tmp_file ("line.svg");
  const MnkAnalysis *a = noughts_analysis_get_result (noughts_window_get_analysis (win));
  NoughtsExportSettings settings;
  int width, height;

  g_assert_nonnull (a);
  g_assert_cmpuint (a->pv->len, ==, 9);
  noughts_window_export_settings_init (win, &settings);
  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_PV_STRIP, pdf, &settings), ==,
                   "Saved “line.pdf”");
  g_assert_cmpint (pdf_pages (pdf), ==, 1 + 9);

  settings.size = 640;
  export_for_toast (win, NOUGHTS_EXPORT_PV_STRIP, png, &settings);
  png_size (png, &width, &height);
  g_assert_cmpint (MAX (width, height), ==, 640);
  export_for_toast (win, NOUGHTS_EXPORT_PV_STRIP, svg, &settings);
  assert_svg (svg);

  finish (win);
}

static void
test_export_strategy (void)
{
  NoughtsWindow *win = open_window ("x../.o./..x");
  g_autoptr (GFile) svg = tmp_file ("strategy.svg");
  g_autoptr (GFile) pdf = tmp_file ("strategy.pdf");
  g_autoptr (GFile) big = tmp_file ("big.svg");
  NoughtsExportSettings settings;
  const char *toast;
  g_autofree char *kept = NULL;
  guint before;

  noughts_window_export_settings_init (win, &settings);
  /* The map is built in a worker: the call returns at once, the window
   * takes edits meanwhile, and the toast comes later. */
  before = noughts_window_get_toast_count (win);
  noughts_window_export (win, NOUGHTS_EXPORT_STRATEGY, svg, &settings);
  g_assert_cmpuint (noughts_window_get_toast_count (win), ==, before);
  board_act (win, "board.activate", 1);
  g_assert_cmpstr (wait_toast (win, before, "the strategy map"), ==, "Saved “strategy.svg”");
  act (win, "undo", NULL);
  assert_svg (svg);
  settings.side = MNK_PIECE_X;
  g_assert_cmpstr (export_for_toast (win, NOUGHTS_EXPORT_STRATEGY, pdf, &settings), ==,
                   "Saved “strategy.pdf”");
  g_assert_cmpint (pdf_pages (pdf), ==, 1);

  /* Too large: the limit and the count are named, nothing is written and
   * the position stays. */
  settings.max_decisions = 2;
  toast = export_for_toast (win, NOUGHTS_EXPORT_STRATEGY, big, &settings);
  g_assert_true (g_str_has_prefix (toast, "Cannot export “big.svg”: "));
  g_assert_nonnull (strstr (toast, "more than 2 decision points"));
  g_assert_false (g_file_query_exists (big, NULL));
  kept = model_notation (win);
  g_assert_cmpstr (kept, ==, "x../.o./..x");

  finish (win);
}

/* Stop (the spinner's button) stops a running export: a strategy map of
 * the empty 5x5 board, k = 4, whose first solve alone would take long. */
static void
test_stop_export (void)
{
  NoughtsWindow *win = open_window (NULL);
  g_autoptr (GFile) svg = tmp_file ("endless.svg");
  NoughtsExportSettings settings;
  guint before;

  act (win, "set-game", g_variant_new_string ("5,5,4"));
  noughts_window_export_settings_init (win, &settings);
  before = noughts_window_get_toast_count (win);
  noughts_window_export (win, NOUGHTS_EXPORT_STRATEGY, svg, &settings);
  act (win, "stop-export", NULL);
  g_assert_cmpstr (wait_toast (win, before, "the stopped export"), ==,
                   "Stopped exporting “endless.svg”");
  g_assert_false (g_file_query_exists (svg, NULL));
  act (win, "stop", NULL);
  finish (win);
}

/* ---- failures keep the work ------------------------------------------- */

static void
test_failing_write (void)
{
  NoughtsWindow *win = open_window ("x../.o./...");
  g_autoptr (GFile) missing = tmp_file ("no-such-dir/game.noughts");
  g_autoptr (GFile) missing_png = tmp_file ("no-such-dir/board.png");
  g_autoptr (GFile) missing_csv = tmp_file ("no-such-dir/moves.csv");
  g_autoptr (GFile) illegal = tmp_file ("illegal.noughts");
  NoughtsExportSettings settings;
  g_autofree char *kept = NULL;
  const char *toast;

  board_act (win, "board.activate", 8);
  toast = save_for_toast (win, missing);
  g_assert_true (g_str_has_prefix (toast, "Cannot save “game.noughts”: "));
  g_assert_nonnull (strstr (toast, "No such file or directory"));
  kept = model_notation (win);
  g_assert_cmpstr (kept, ==, "x../.o./..x");
  g_assert_null (noughts_window_get_file (win));
  g_assert_true (noughts_window_get_modified (win));
  g_assert_cmpstr (noughts_window_get_title (win), ==, "• New Position");

  noughts_window_export_settings_init (win, &settings);
  toast = export_for_toast (win, NOUGHTS_EXPORT_BOARD, missing_png, &settings);
  g_assert_true (g_str_has_prefix (toast, "Cannot export “board.png”: "));
  g_assert_nonnull (strstr (toast, "No such file or directory"));
  toast = export_for_toast (win, NOUGHTS_EXPORT_CSV, missing_csv, &settings);
  g_assert_true (g_str_has_prefix (toast, "Cannot export “moves.csv”: "));

  /* A position Open would refuse is not saved either. */
  act (win, "set-position", g_variant_new_string ("xxx/ooo/..."));
  toast = save_for_toast (win, illegal);
  g_assert_true (g_str_has_prefix (toast, "Cannot save “illegal.noughts”: the position is "
                                          "impossible: "));
  g_assert_false (g_file_query_exists (illegal, NULL));
  finish (win);
}

static void
write_text (GFile *file, const char *text, gssize length)
{
  g_assert_true (g_file_replace_contents (file, text, length < 0 ? strlen (text) : (gsize) length,
                                          NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, NULL));
}

#define GOOD_START "{\"format\": \"noughts\", \"version\": 1, " \
                   "\"game\": {\"rows\": 3, \"cols\": 3, \"k\": 3, \"first\": \"x\"}, "

static void
test_bad_files (void)
{
  static const struct {
    const char *name;
    const char *text;
    const char *reason;
  } cases[] = {
    { "notjson.noughts", "x.o/.x./..o\n", "not a JSON file: line 1" },
    { "empty.noughts", "", "the file is empty" },
    { "truncated.noughts", GOOD_START "\"position\": \"x../.o", "cut short" },
    { "fields.noughts", GOOD_START "\"position\": 42}", "position: expected" },
    { "cols.noughts", "{\"format\": \"noughts\", \"game\": {\"rows\": 3, \"cols\": \"three\", "
                      "\"k\": 3}, \"position\": \"...\"}", "game.cols" },
    { "other.noughts", "{\"format\": \"chess\"}", "not a Noughts file" },
    { "impossible.noughts", GOOD_START "\"position\": \"xxx/ooo/...\"}",
      "impossible position" },
    { "counts.noughts", GOOD_START "\"position\": \"xxx/.../...\"}", "impossible position" },
    { "moves.noughts", GOOD_START "\"position\": \"x../.../...\", \"moves\": [{\"row\": 2, "
                       "\"col\": 2}]}", "moves[0]" },
  };
  NoughtsWindow *win = open_window ("x../.o./...");
  g_autoptr (GFile) good = tmp_file ("good.noughts");
  g_autoptr (GFile) huge = tmp_file ("huge.noughts");
  g_autoptr (GFile) gone = tmp_file ("gone.noughts");
  gsize huge_size = 3 * 1024 * 1024;
  g_autofree char *huge_text = g_malloc (huge_size);
  const char *toast;

  /* The window holds a saved file with a comment: all of it must stay. */
  noughts_window_set_comment (win, "keep me");
  save_for_toast (win, good);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GFile) file = tmp_file (cases[i].name);
      g_autofree char *expected = g_strdup_printf ("Cannot open “%s”: ", cases[i].name);
      g_autofree char *kept = NULL;

      write_text (file, cases[i].text, -1);
      toast = open_for_toast (win, file);
      g_test_message ("%s -> %s", cases[i].name, toast);
      g_assert_true (g_str_has_prefix (toast, expected));
      g_assert_nonnull (strstr (toast, cases[i].reason));
      kept = model_notation (win);
      g_assert_cmpstr (kept, ==, "x../.o./...");
      g_assert_cmpstr (noughts_window_get_comment (win), ==, "keep me");
      g_assert_true (g_file_equal (noughts_window_get_file (win), good));
      g_assert_false (noughts_window_get_modified (win));
    }

  /* 3 MiB: refused by its size, before it is read. */
  memset (huge_text, ' ', huge_size);
  huge_text[0] = '{';
  huge_text[huge_size - 1] = '}';
  write_text (huge, huge_text, huge_size);
  toast = open_for_toast (win, huge);
  g_assert_true (g_str_has_prefix (toast, "Cannot open “huge.noughts”: the file is 3.0"));
  g_assert_nonnull (strstr (toast, "too large"));

  toast = open_for_toast (win, gone);
  g_assert_cmpstr (toast, ==, "Cannot open “gone.noughts”: it is no longer there "
                              "(moved or deleted?)");

  /* A toast too long for its line keeps the why behind Details. */
  act (win, "show-details", g_variant_new ("(ss)", "Cannot open “x.noughts”",
                                            "position: impossible position: why"));
  {
    AdwMessageDialog *details = find_message_dialog (win);

    g_assert_nonnull (details);
    g_assert_cmpstr (adw_message_dialog_get_heading (details), ==, "Cannot open “x.noughts”");
    g_assert_cmpstr (adw_message_dialog_get_body (details), ==,
                     "Position: impossible position: why");
    gtk_window_destroy (GTK_WINDOW (details));
  }

  g_assert_cmpstr (noughts_window_get_title (win), ==, "good.noughts");
  finish (win);
}

/* ---- drops ------------------------------------------------------------ */

static void
test_drop (void)
{
  NoughtsWindow *win = open_window (NULL);
  g_autoptr (GFile) file = tmp_file ("dropped.noughts");
  g_autoptr (GFile) picture = tmp_file ("picture.png");
  GValue value = G_VALUE_INIT;
  g_autofree char *dropped = NULL;
  g_autofree char *kept = NULL;
  guint before;
  GFile *two[2];
  GdkFileList *list;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "xx./oo./...");
  g_assert_true (noughts_window_drop_value (win, &value));
  wait_analysis (win);
  dropped = model_notation (win);
  g_assert_cmpstr (dropped, ==, "xx./oo./...");
  g_assert_cmpstr (noughts_window_get_verdict (win), ==, "X wins in 1 ply");

  before = noughts_window_get_toast_count (win);
  g_value_set_string (&value, "xx./o?./...");
  g_assert_false (noughts_window_drop_value (win, &value));
  g_assert_true (g_str_has_prefix (wait_toast (win, before, "a refused drop"),
                                   "Cannot use the dropped text: "));
  g_assert_nonnull (strstr (noughts_window_get_last_toast (win), "row 2"));
  kept = model_notation (win);
  g_assert_cmpstr (kept, ==, "xx./oo./...");
  g_value_unset (&value);

  /* A dropped file opens; a file of another kind is refused by name. */
  write_text (file, GOOD_START "\"position\": \"o../.x./...\", \"comment\": \"dropped\"}", -1);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, picture);
  before = noughts_window_get_toast_count (win);
  g_assert_false (noughts_window_drop_value (win, &value));
  g_assert_nonnull (strstr (wait_toast (win, before, "a refused file"), "“picture.png”"));
  g_value_unset (&value);

  two[0] = file;
  two[1] = picture;
  list = gdk_file_list_new_from_array (two, 2);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, list);
  before = noughts_window_get_toast_count (win);
  g_assert_false (noughts_window_drop_value (win, &value));
  g_assert_nonnull (strstr (wait_toast (win, before, "two files"), "one position file at a time"));
  g_value_unset (&value);

  list = gdk_file_list_new_from_array (two, 1);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, list);
  g_assert_true (noughts_window_drop_value (win, &value));
  g_value_unset (&value);
  {
    FileWait w = { win, file };

    wait_for (window_has_file, &w, "the dropped file");
  }
  g_clear_pointer (&dropped, g_free);
  dropped = model_notation (win);
  g_assert_cmpstr (dropped, ==, "o../.x./...");
  g_assert_cmpstr (noughts_window_get_comment (win), ==, "dropped");

  finish (win);
}

/* ---- closing unsaved work --------------------------------------------- */

static AdwMessageDialog *
find_message_dialog (NoughtsWindow *win)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item)
          && gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (win))
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
test_close_asks (void)
{
  NoughtsWindow *win = open_window (NULL);
  NoughtsWindow *gone = win;
  g_autoptr (GFile) file = tmp_file ("close.noughts");
  AdwMessageDialog *question;
  g_autofree char *data = NULL;

  /* Nothing changed: no question. */
  g_assert_null (find_message_dialog (win));
  board_act (win, "board.activate", 4);
  gtk_window_close (GTK_WINDOW (win));
  question = find_message_dialog (win);
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Save Changes?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (question), "“New Position”"));
  g_assert_true (adw_message_dialog_has_response (question, "save"));

  /* Cancel: the window and its work stay. */
  adw_message_dialog_response (question, "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win)));
  g_assert_true (noughts_window_get_modified (win));

  /* Save, with a file already: written, then the window closes. */
  save_for_toast (win, file);
  board_act (win, "board.activate", 0);
  gtk_window_close (GTK_WINDOW (win));
  question = find_message_dialog (win);
  g_assert_nonnull (question);
  g_object_add_weak_pointer (G_OBJECT (win), (gpointer *) &gone);
  adw_message_dialog_response (question, "save");
  wait_for (is_null, &gone, "the window to close after saving");
  data = read_file (file, NULL);
  g_assert_nonnull (strstr (data, "\"position\": \"o../.x./...\""));

  /* Discard: closes without writing. */
  win = open_window (NULL);
  gone = win;
  board_act (win, "board.activate", 8);
  act (win, "save-file", g_variant_new_string (g_file_peek_path (file)));
  while (noughts_window_get_modified (win))
    g_main_context_iteration (NULL, TRUE);
  board_act (win, "board.activate", 0);
  g_object_add_weak_pointer (G_OBJECT (win), (gpointer *) &gone);
  gtk_window_close (GTK_WINDOW (win));
  question = find_message_dialog (win);
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "discard");
  wait_for (is_null, &gone, "the window to close after discarding");
  g_clear_pointer (&data, g_free);
  data = read_file (file, NULL);
  g_assert_nonnull (strstr (data, "\"position\": \".../.../..x\""));
  g_assert_null (strstr (data, "o../.../..x"));
  finish (NULL);
}

/* ---- recent files ----------------------------------------------------- */

typedef struct {
  GMenuModel *menu;
  const char *uri;
} MenuWait;

static gboolean
menu_has_uri (gpointer data)
{
  MenuWait *w = data;

  for (int i = 0; i < g_menu_model_get_n_items (w->menu); i++)
    {
      g_autoptr (GVariant) target =
        g_menu_model_get_item_attribute_value (w->menu, i, G_MENU_ATTRIBUTE_TARGET,
                                               G_VARIANT_TYPE_STRING);

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), w->uri))
        return TRUE;
    }
  return FALSE;
}

static void
test_recent (void)
{
  NoughtsWindow *win = open_window ("x../.../...");
  g_autoptr (GFile) file = tmp_file ("recent.noughts");
  g_autofree char *uri = g_file_get_uri (file);
  MenuWait w = { noughts_window_get_recent_menu (win), uri };
  const char *toast;

  save_for_toast (win, file);
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  wait_for (menu_has_uri, &w, "the saved file in Open Recent");

  /* Open Recent on a file that went away says so and drops the entry. */
  g_assert_cmpint (g_unlink (g_file_peek_path (file)), ==, 0);
  toast = act_for_toast (win, "open-recent", g_variant_new_string (uri));
  g_assert_cmpstr (toast, ==, "Cannot open “recent.noughts”: it is no longer there "
                              "(moved or deleted?)");
  g_assert_false (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  finish (win);
}

int
main (int argc, char *argv[])
{
  int status;

  /* The recent-files list of the test, not of the person running it. */
  tmp_dir = g_dir_make_tmp ("noughts-files-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/files/round-trip", test_round_trip);
  g_test_add_func ("/files/title-mark", test_title_mark);
  g_test_add_func ("/files/export-text-kinds", test_export_text_kinds);
  g_test_add_func ("/files/export-board", test_export_board);
  g_test_add_func ("/files/export-pv-strip", test_export_pv_strip);
  g_test_add_func ("/files/export-strategy", test_export_strategy);
  g_test_add_func ("/files/stop-export", test_stop_export);
  g_test_add_func ("/files/failing-write", test_failing_write);
  g_test_add_func ("/files/bad-files", test_bad_files);
  g_test_add_func ("/files/drop", test_drop);
  g_test_add_func ("/files/close-asks", test_close_asks);
  g_test_add_func ("/files/recent", test_recent);
  status = g_test_run ();
  {
    g_autofree char *recent = g_build_filename (tmp_dir, "recently-used.xbel", NULL);

    g_unlink (recent);
    g_rmdir (tmp_dir);
  }
  return status;
}
