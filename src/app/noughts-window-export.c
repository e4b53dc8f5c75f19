/* noughts-window-export.c — the Export menu: the analysis as JSON, the
 * move table as CSV, the report as text, the board, the PV strip and a
 * strategy map as images.
 *
 * win.export(s) opens a file chooser for one kind (with a filter per
 * format and the kind's options as the chooser's choices); the chosen file
 * and options go to noughts_window_export, which a test calls directly.
 * Every export runs in a worker thread on a copy of what it needs, so a
 * deep JSON tree or a large strategy map never freezes the window, and
 * ends in a toast naming the file or saying what went wrong. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "noughts-export.h"
#include "noughts-window-private.h"

#define DEFAULT_IMAGE_SIZE 1024
#define MAX_MENU_TREE_DEPTH 6

typedef struct {
  const char *name;            /* the target of win.export */
  const char *title;           /* the chooser's title */
  const char *basename;        /* the suggested file name, without extension */
  const char *extensions[4];   /* the formats offered, the first by default */
  gboolean needs_analysis;
} KindInfo;

static const KindInfo kinds[] = {
  [NOUGHTS_EXPORT_JSON] = { "json", N_("Export the Analysis as JSON"), N_("analysis"),
                            { "json", NULL }, TRUE },
  [NOUGHTS_EXPORT_CSV] = { "csv", N_("Export the Move Table as CSV"), N_("moves"),
                           { "csv", NULL }, TRUE },
  [NOUGHTS_EXPORT_TEXT] = { "text", N_("Export the Report as Text"), N_("report"),
                            { "txt", NULL }, TRUE },
  [NOUGHTS_EXPORT_BOARD] = { "board", N_("Export the Board Image"), N_("board"),
                             { "png", "svg", "pdf", NULL }, FALSE },
  [NOUGHTS_EXPORT_PV_STRIP] = { "pv-strip", N_("Export the PV Strip"), N_("line"),
                                { "png", "svg", "pdf", NULL }, TRUE },
  [NOUGHTS_EXPORT_STRATEGY] = { "strategy", N_("Export a Strategy Map"), N_("strategy"),
                                { "svg", "pdf", NULL }, FALSE },
};

static gboolean
has_suffix_nocase (const char *name, const char *suffix)
{
  gsize n = strlen (name), e = strlen (suffix);

  return n >= e && g_ascii_strcasecmp (name + n - e, suffix) == 0;
}

static gboolean
is_image (NoughtsExportKind kind)
{
  return kind == NOUGHTS_EXPORT_BOARD || kind == NOUGHTS_EXPORT_PV_STRIP
         || kind == NOUGHTS_EXPORT_STRATEGY;
}

static const char *
filter_name (const char *extension)
{
  if (g_str_equal (extension, "json"))
    return _("JSON (*.json)");
  if (g_str_equal (extension, "csv"))
    return _("CSV table (*.csv)");
  if (g_str_equal (extension, "txt"))
    return _("Plain text (*.txt)");
  if (g_str_equal (extension, "png"))
    return _("PNG image (*.png)");
  if (g_str_equal (extension, "svg"))
    return _("SVG image (*.svg)");
  return _("PDF document (*.pdf)");
}

void
noughts_window_export_settings_init (NoughtsWindow *self, NoughtsExportSettings *settings)
{
  memset (settings, 0, sizeof *settings);
  settings->size = DEFAULT_IMAGE_SIZE;
  settings->heat_map = noughts_board_view_get_heat_map (self->board);
  settings->tree_depth = -1;
  settings->side = MNK_PIECE_EMPTY;
}

/* ---- the worker ------------------------------------------------------- */

typedef struct {
  NoughtsExportKind kind;
  NoughtsImageFormat format;
  NoughtsImageOptions image;
  int tree_depth;
  MnkPiece side;
  guint max_decisions;
  MnkPosition position;        /* the model's position, for the board and strategy */
  MnkAnalysis *analysis;       /* a copy; NULL when there is none */
  GFile *file;
  char *path;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_clear_pointer (&job->analysis, mnk_analysis_free);
  g_object_unref (job->file);
  g_free (job->path);
  g_free (job);
}

static char *
export_text (ExportJob *job, GCancellable *cancellable, GError **error)
{
  switch (job->kind)
    {
    case NOUGHTS_EXPORT_JSON:
      {
        MnkSolverOptions options;
        g_autoptr (MnkSolver) solver = NULL;

        /* The tree's children are solved here, by a solver of this
         * thread's own. */
        mnk_solver_options_init (&options);
        options.mode = job->analysis->mode;
        memcpy (options.payoff, job->analysis->payoff, sizeof options.payoff);
        solver = mnk_solver_new (&options);
        return noughts_export_json (job->analysis, solver, job->tree_depth, TRUE,
                                    cancellable, error);
      }
    case NOUGHTS_EXPORT_CSV:
      return noughts_export_csv (job->analysis);
    case NOUGHTS_EXPORT_TEXT:
    default:
      return noughts_export_text (job->analysis);
    }
}

static void
export_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ExportJob *job = task_data;
  GError *error = NULL;
  gboolean done;

  switch (job->kind)
    {
    case NOUGHTS_EXPORT_BOARD:
      done = noughts_export_board_image (&job->position, job->analysis, &job->image,
                                         job->format, job->path, &error);
      break;
    case NOUGHTS_EXPORT_PV_STRIP:
      done = noughts_export_pv_strip (job->analysis, &job->image, job->format, job->path,
                                      &error);
      break;
    case NOUGHTS_EXPORT_STRATEGY:
      done = noughts_export_strategy (&job->position, job->side, job->max_decisions,
                                      &job->image, job->format, job->path, cancellable,
                                      &error);
      break;
    default:
      {
        g_autofree char *text = export_text (job, cancellable, &error);

        /* Atomic, like every write of the app. */
        done = text != NULL
               && g_file_replace_contents (job->file, text, strlen (text), NULL, FALSE,
                                           G_FILE_CREATE_NONE, NULL, cancellable, &error);
      }
    }
  if (done)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* The header bar's spinner turns while any export of the window runs. */
static void
count_export (NoughtsWindow *self, int change)
{
  self->exports_running += change;
  if (self->model == NULL)
    return;
  gtk_spinner_set_spinning (self->export_spinner, self->exports_running > 0);
  gtk_widget_set_visible (self->export_stop_button, self->exports_running > 0);
}

static void
on_exported (GObject *source, GAsyncResult *result, gpointer user_data)
{
  NoughtsWindow *self = NOUGHTS_WINDOW (source);
  ExportJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;

  count_export (self, -1);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (self->model == NULL)
        ;   /* the window closed: its exports were stopped */
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *name = g_file_get_basename (job->file);
          /* TRANSLATORS: a toast after the person stopped an export */
          g_autofree char *message = g_strdup_printf (_("Stopped exporting “%s”"), name);

          noughts_window_toast (self, message);
        }
      else
        noughts_window_toast_error (self, _("Cannot export “%s”"), job->file, error);
    }
  else if (self->model != NULL)
    {
      g_autofree char *name = g_file_get_basename (job->file);
      /* TRANSLATORS: a toast, "Saved “board.png”" */
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      noughts_window_toast (self, message);
    }
}

/* A copy of the shown analysis that the job owns (the window replaces its
 * own at the next edit); mnk_analysis_free releases it. */
static MnkAnalysis *
copy_analysis (const MnkAnalysis *shown)
{
  MnkAnalysis *copy = g_memdup2 (shown, sizeof *shown);

  copy->moves = g_array_copy (shown->moves);
  copy->pv = g_array_copy (shown->pv);
  return copy;
}

void
noughts_window_export (NoughtsWindow *self, NoughtsExportKind kind, GFile *file,
                       const NoughtsExportSettings *settings)
{
  const MnkAnalysis *shown = noughts_analysis_get_result (self->analysis);
  g_autoptr (GError) error = NULL;
  ExportJob *job;
  GTask *task;

  g_return_if_fail (kind <= NOUGHTS_EXPORT_STRATEGY);
  job = g_new0 (ExportJob, 1);
  job->kind = kind;
  job->file = g_object_ref (file);
  job->path = g_file_get_path (file);
  job->position = *noughts_position_model_get_position (self->model);
  if (shown != NULL)
    job->analysis = copy_analysis (shown);

  if (kinds[kind].needs_analysis && job->analysis == NULL)
    g_set_error_literal (&error, MNK_ERROR, MNK_ERROR_ILLEGAL,
                         noughts_analysis_get_error (self->analysis) != NULL
                         ? _("an illegal position has no analysis to export")
                         : _("the analysis is not finished yet; wait for it or stop it"));
  else if (is_image (kind) && job->path == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         _("images can only be written to local files"));
  else if (is_image (kind))
    noughts_image_format_from_path (job->path, &job->format, &error);
  if (error != NULL)
    {
      noughts_window_toast_error (self, _("Cannot export “%s”"), file, error);
      export_job_free (job);
      return;
    }

  noughts_image_options_init (&job->image);
  job->image.size = settings->size > 0 ? settings->size : DEFAULT_IMAGE_SIZE;
  job->image.heat_map = settings->heat_map;
  job->image.coordinates = noughts_board_view_get_show_coordinates (self->board);
  job->image.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  job->tree_depth = settings->tree_depth;
  if (job->tree_depth < 0)
    job->tree_depth = self->settings != NULL ? g_settings_get_int (self->settings, "tree-depth")
                                             : 2;
  /* In expected mode the two sides play by different rules below the
   * root, so there is no tree to write. */
  if (job->analysis != NULL && job->analysis->mode == MNK_SCORE_EXPECTED)
    job->tree_depth = 0;
  job->side = settings->side != MNK_PIECE_EMPTY ? settings->side : job->position.to_move;
  job->max_decisions = settings->max_decisions;

  if (self->export_cancellable == NULL)
    self->export_cancellable = g_cancellable_new ();
  count_export (self, +1);
  task = g_task_new (self, self->export_cancellable, on_exported, NULL);
  /* The result says what the worker did: a file written before the stop
   * reached it counts as written. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  g_task_run_in_thread (task, export_thread);
  g_object_unref (task);
}

/* ---- the chooser ------------------------------------------------------ */

static gboolean
known_extension (NoughtsExportKind kind, const char *name, gboolean *any)
{
  const char *dot = strrchr (name, '.');

  *any = dot != NULL && dot != name;
  if (!*any)
    return FALSE;
  for (int i = 0; kinds[kind].extensions[i] != NULL; i++)
    if (g_ascii_strcasecmp (dot + 1, kinds[kind].extensions[i]) == 0)
      return TRUE;
  return FALSE;
}

static int
choice_int (GtkFileChooser *chooser, const char *id, int fallback)
{
  const char *value = gtk_file_chooser_get_choice (chooser, id);

  return value != NULL ? atoi (value) : fallback;
}

static void
export_chosen (NoughtsWindow *self, GFile *file, GtkFileChooser *chooser)
{
  NoughtsExportKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser),
                                                               "noughts-export-kind"));
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr (GFile) target = g_object_ref (file);
  NoughtsExportSettings settings;
  gboolean any_extension;
  const char *side;

  /* The format: the name's extension when it is one of the kind's, else
   * the chosen filter's, added to the name. Text kinds keep any name. */
  if (!known_extension (kind, name, &any_extension) && (is_image (kind) || !any_extension))
    {
      GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
      const char *extension = filter != NULL ? g_object_get_data (G_OBJECT (filter),
                                                                  "noughts-extension")
                                             : NULL;
      g_autoptr (GFile) parent = g_file_get_parent (file);
      g_autofree char *full = g_strdup_printf ("%s.%s", name,
                                               extension != NULL ? extension
                                                                 : kinds[kind].extensions[0]);

      if (parent != NULL)
        {
          g_object_unref (target);
          target = g_file_get_child (parent, full);
        }
    }

  noughts_window_export_settings_init (self, &settings);
  settings.size = choice_int (chooser, "size", settings.size);
  settings.tree_depth = choice_int (chooser, "tree-depth", settings.tree_depth);
  /* The depth chosen becomes the next export's default. */
  if (gtk_file_chooser_get_choice (chooser, "tree-depth") != NULL && self->settings != NULL)
    g_settings_set_int (self->settings, "tree-depth", settings.tree_depth);
  if (gtk_file_chooser_get_choice (chooser, "heat-map") != NULL)
    settings.heat_map = g_str_equal (gtk_file_chooser_get_choice (chooser, "heat-map"), "true");
  side = gtk_file_chooser_get_choice (chooser, "side");
  if (side != NULL)
    settings.side = g_str_equal (side, "o") ? MNK_PIECE_O : MNK_PIECE_X;
  noughts_window_export (self, kind, target, &settings);
}

/* A list choice whose default comes first: GTK 4.8's own chooser (the
 * fallback of GtkFileChooserNative) ignores gtk_file_chooser_set_choice
 * for a list and always starts on its first option. */
static void
add_list_choice (GtkFileChooser *chooser, const char *id, const char *label,
                 const char *const *options, const char *const *labels, const char *start)
{
  guint n = g_strv_length ((char **) options);
  g_autofree const char **ordered = g_new0 (const char *, n + 1);
  g_autofree const char **ordered_labels = g_new0 (const char *, n + 1);
  guint k = 0;

  for (guint i = 0; i < n; i++)
    if (g_str_equal (options[i], start))
      {
        ordered[k] = options[i];
        ordered_labels[k++] = labels[i];
      }
  for (guint i = 0; i < n; i++)
    if (!g_str_equal (options[i], start))
      {
        ordered[k] = options[i];
        ordered_labels[k++] = labels[i];
      }
  gtk_file_chooser_add_choice (chooser, id, label, ordered, ordered_labels);
  gtk_file_chooser_set_choice (chooser, id, start);
}

static void
add_size_choice (GtkFileChooser *chooser)
{
  static const char *const sizes[] = { "512", "1024", "2048", "4096", NULL };
  const char *const labels[] = {
    /* TRANSLATORS: image sizes: pixels for PNG, points for SVG and PDF */
    _("Small (512)"), _("Medium (1024)"), _("Large (2048)"), _("Very large (4096)"), NULL,
  };

  add_list_choice (chooser, "size", _("Size"), sizes, labels, "1024");
}

static void
add_tree_choice (NoughtsWindow *self, GtkFileChooser *chooser)
{
  const char *depths[MAX_MENU_TREE_DEPTH + 2] = { NULL };
  const char *labels[MAX_MENU_TREE_DEPTH + 2] = { NULL };
  char numbers[MAX_MENU_TREE_DEPTH + 1][4];
  int setting = self->settings != NULL ? g_settings_get_int (self->settings, "tree-depth") : 2;

  for (int i = 0; i <= MAX_MENU_TREE_DEPTH; i++)
    {
      g_snprintf (numbers[i], sizeof numbers[i], "%d", i);
      depths[i] = numbers[i];
      labels[i] = i == 0 ? _("No tree") : numbers[i];
    }
  add_list_choice (chooser, "tree-depth", _("Game tree depth"), depths, labels,
                   numbers[CLAMP (setting, 0, MAX_MENU_TREE_DEPTH)]);
}

static void
action_export (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const char *name = g_variant_get_string (parameter, NULL);
  const MnkPosition *pos = noughts_position_model_get_position (self->model);
  NoughtsExportKind kind = NOUGHTS_EXPORT_JSON;
  GtkFileChooserNative *dialog;
  GtkFileChooser *chooser;
  g_autofree char *suggested = NULL;
  gboolean found = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (name, kinds[i].name))
      {
        kind = i;
        found = TRUE;
      }
  if (!found)
    {
      g_warning ("win.export: no export kind “%s”", name);
      return;
    }

  dialog = gtk_file_chooser_native_new (_(kinds[kind].title), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (dialog);
  g_object_set_data (G_OBJECT (dialog), "noughts-export-kind", GINT_TO_POINTER (kind));
  for (int i = 0; kinds[kind].extensions[i] != NULL; i++)
    {
      g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, filter_name (kinds[kind].extensions[i]));
      gtk_file_filter_add_suffix (filter, kinds[kind].extensions[i]);
      g_object_set_data (G_OBJECT (filter), "noughts-extension",
                         (gpointer) kinds[kind].extensions[i]);
      gtk_file_chooser_add_filter (chooser, filter);
      if (i == 0)
        gtk_file_chooser_set_filter (chooser, filter);
    }
  suggested = g_strdup_printf ("%s.%s", _(kinds[kind].basename), kinds[kind].extensions[0]);
  noughts_window_set_chooser_folder (self, chooser);
  gtk_file_chooser_set_current_name (chooser, suggested);

  switch (kind)
    {
    case NOUGHTS_EXPORT_JSON:
      if (noughts_position_model_get_mode (self->model) != MNK_SCORE_EXPECTED)
        add_tree_choice (self, chooser);
      break;
    case NOUGHTS_EXPORT_BOARD:
      add_size_choice (chooser);
      gtk_file_chooser_add_choice (chooser, "heat-map", _("Heat map"), NULL, NULL);
      gtk_file_chooser_set_choice (chooser, "heat-map",
                                   noughts_board_view_get_heat_map (self->board)
                                   ? "true" : "false");
      break;
    case NOUGHTS_EXPORT_PV_STRIP:
      add_size_choice (chooser);
      break;
    case NOUGHTS_EXPORT_STRATEGY:
      {
        static const char *const sides[] = { "x", "o", NULL };
        const char *const labels[] = { _("X’s strategy"), _("O’s strategy"), NULL };

        add_list_choice (chooser, "side", _("Whose strategy"), sides, labels,
                         pos->to_move == MNK_PIECE_O ? "o" : "x");
      }
      break;
    default:
      break;
    }
  noughts_window_choose_file (self, dialog, export_chosen);
}

/* win.export-file(s): a path; the kind from its extension (.json .csv
 * .txt, or an image of the board), default options. */
static void
action_export_file (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
  NoughtsExportSettings settings;
  NoughtsExportKind kind = NOUGHTS_EXPORT_BOARD;

  if (has_suffix_nocase (path, ".json"))
    kind = NOUGHTS_EXPORT_JSON;
  else if (has_suffix_nocase (path, ".csv"))
    kind = NOUGHTS_EXPORT_CSV;
  else if (has_suffix_nocase (path, ".txt"))
    kind = NOUGHTS_EXPORT_TEXT;
  noughts_window_export_settings_init (self, &settings);
  noughts_window_export (self, kind, file, &settings);
}

/* Ctrl+E: the Export menu opens, and the keyboard walks it. */
static void
action_export_menu (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  gtk_menu_button_popup (self->export_button);
}

/* win.stop-export: every running export stops (the spinner's button). */
static void
action_stop_export (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;

  if (self->export_cancellable != NULL)
    g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);   /* the next export starts afresh */
}

void
noughts_window_dispose_exports (NoughtsWindow *self)
{
  if (self->export_cancellable != NULL)
    g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);
}

static const GActionEntry export_actions[] = {
  { "export", action_export, "s" },
  { "export-file", action_export_file, "s" },
  { "export-menu", action_export_menu },
  { "stop-export", action_stop_export },
};

void
noughts_window_install_export_actions (NoughtsWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), export_actions,
                                   G_N_ELEMENTS (export_actions), self);
}
