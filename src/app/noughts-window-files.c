/* noughts-window-files.c — opening and saving .noughts files and exporting
 * the analysis (JSON, CSV, text, PNG, SVG, PDF). The file choosers only
 * pick a path; win.open-file, win.save-file and win.export-file(s) do the
 * work, so a test reaches them without a dialog. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "noughts-export.h"
#include "noughts-saved-position.h"
#include "noughts-window-private.h"

static void
toast_error (NoughtsWindow *self, const char *format, GFile *file, const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *what = g_strdup_printf (format, name);
  g_autofree char *message = g_strdup_printf ("%s: %s", what, error->message);

  noughts_window_toast (self, message);
}

/* ---- choosing a path -------------------------------------------------- */

typedef void (*PathChosen) (NoughtsWindow *self, GFile *file);

typedef struct {
  NoughtsWindow *self;
  PathChosen then;
} Chooser;

static void
on_chooser_response (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  Chooser *chooser = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        chooser->then (chooser->self, file);
    }
  g_object_unref (chooser->self);
  g_free (chooser);
  g_object_unref (dialog);
}

static void
choose_file (NoughtsWindow *self, GtkFileChooserAction action, const char *title,
             const char *accept, const char *suggested, const char *pattern,
             const char *filter_name, PathChosen then)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept, _("_Cancel"));
  Chooser *chooser = g_new0 (Chooser, 1);

  if (pattern != NULL)
    {
      g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_add_pattern (filter, pattern);
      gtk_file_filter_set_name (filter, filter_name);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
    }
  if (suggested != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  chooser->self = g_object_ref (self);
  chooser->then = then;
  g_signal_connect (dialog, "response", G_CALLBACK (on_chooser_response), chooser);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- open ------------------------------------------------------------- */

typedef struct {
  NoughtsWindow *self;
  GFile *file;
} FileJob;

static FileJob *
file_job_new (NoughtsWindow *self, GFile *file)
{
  FileJob *job = g_new0 (FileJob, 1);

  job->self = g_object_ref (self);
  job->file = g_object_ref (file);
  return job;
}

static void
file_job_free (FileJob *job)
{
  g_object_unref (job->self);
  g_object_unref (job->file);
  g_free (job);
}

static void
on_file_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  FileJob *job = user_data;
  NoughtsWindow *self = job->self;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  NoughtsSavedPosition saved;

  if (self->model == NULL)   /* the window closed meanwhile */
    {
      file_job_free (job);
      return;
    }
  if (!g_file_load_contents_finish (G_FILE (source), result, &data, &length, NULL, &error))
    toast_error (self, _("Cannot open “%s”"), job->file, error);
  else if (!noughts_saved_position_parse (data, length, &saved, &error))
    toast_error (self, _("Cannot open “%s”"), job->file, error);
  else
    {
      noughts_position_model_load (self->model, &saved.position, saved.mode, saved.payoff,
                                   saved.moves, saved.n_moves);
      noughts_saved_position_clear (&saved);
    }
  file_job_free (job);
}

static void
open_file (NoughtsWindow *self, GFile *file)
{
  g_file_load_contents_async (file, NULL, on_file_loaded, file_job_new (self, file));
}

static void
action_open (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  choose_file (user_data, GTK_FILE_CHOOSER_ACTION_OPEN, _("Open Position"), _("_Open"),
               NULL, "*.noughts", _("Noughts positions"), open_file);
}

static void
action_open_file (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  open_file (user_data, file);
}

/* ---- save ------------------------------------------------------------- */

static void
on_file_written (GObject *source, GAsyncResult *result, gpointer user_data)
{
  FileJob *job = user_data;
  g_autoptr (GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    toast_error (job->self, _("Cannot save “%s”"), job->file, error);
  else
    {
      g_autofree char *name = g_file_get_basename (job->file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      noughts_window_toast (job->self, message);
    }
  file_job_free (job);
}

/* Atomic: the old file stays whole until the new one is complete. */
static void
write_text (NoughtsWindow *self, GFile *file, char *text)
{
  GBytes *bytes = g_bytes_new_take (text, strlen (text));

  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_NONE,
                                       NULL, on_file_written, file_job_new (self, file));
  g_bytes_unref (bytes);
}

static void
save_file (NoughtsWindow *self, GFile *file)
{
  NoughtsSavedPosition saved = { 0 };

  saved.position = *noughts_position_model_get_position (self->model);
  saved.mode = noughts_position_model_get_mode (self->model);
  memcpy (saved.payoff, noughts_position_model_get_payoff (self->model), sizeof saved.payoff);
  saved.n_moves = noughts_position_model_get_line (self->model, saved.moves);
  write_text (self, file, noughts_saved_position_to_json (&saved));
}

static void
action_save (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  choose_file (user_data, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save Position"), _("_Save"),
               _("position.noughts"), "*.noughts", _("Noughts positions"), save_file);
}

static void
action_save_file (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  save_file (user_data, file);
}

/* ---- export ----------------------------------------------------------- */

typedef struct {
  MnkAnalysis *analysis;   /* a copy's worth: the window may replace its own */
  int tree_depth;
  GFile *file;
} JsonExport;

static void
json_export_free (JsonExport *job)
{
  mnk_analysis_free (job->analysis);
  g_object_unref (job->file);
  g_free (job);
}

/* Worker: the tree of the JSON export solves children, which may take a
 * while; a solver of its own, used by this thread alone. */
static void
json_export_thread (GTask *task, gpointer source, gpointer task_data,
                    GCancellable *cancellable)
{
  JsonExport *job = task_data;
  MnkSolverOptions options;
  g_autoptr (MnkSolver) solver = NULL;
  GError *error = NULL;
  char *text;

  mnk_solver_options_init (&options);
  options.mode = job->analysis->mode;
  memcpy (options.payoff, job->analysis->payoff, sizeof options.payoff);
  solver = mnk_solver_new (&options);
  text = noughts_export_json (job->analysis, solver, job->tree_depth, TRUE, cancellable, &error);
  if (text == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, text, g_free);
}

static void
on_json_exported (GObject *source, GAsyncResult *result, gpointer user_data)
{
  NoughtsWindow *self = NOUGHTS_WINDOW (source);
  JsonExport *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  char *text = g_task_propagate_pointer (G_TASK (result), &error);

  if (text == NULL)
    toast_error (self, _("Cannot export “%s”"), job->file, error);
  else
    write_text (self, job->file, text);
}

/* A copy of the shown analysis that the export owns (the window replaces
 * its own at the next edit). Freed by mnk_analysis_free, which releases
 * the two arrays and the struct. */
static MnkAnalysis *
own_analysis (NoughtsWindow *self, GError **error)
{
  const MnkAnalysis *shown = noughts_analysis_get_result (self->analysis);
  MnkAnalysis *copy;

  if (shown == NULL)
    {
      g_set_error_literal (error, MNK_ERROR, MNK_ERROR_ILLEGAL,
                           _("there is no finished analysis to export yet"));
      return NULL;
    }
  copy = g_memdup2 (shown, sizeof *shown);
  copy->moves = g_array_copy (shown->moves);
  copy->pv = g_array_copy (shown->pv);
  return copy;
}

static void
export_file (NoughtsWindow *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *lower = g_ascii_strdown (path != NULL ? path : "", -1);
  g_autoptr (GError) error = NULL;
  g_autoptr (MnkAnalysis) analysis = NULL;
  NoughtsImageFormat format;

  if (path == NULL)
    {
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("only local files can be written"));
      toast_error (self, _("Cannot export “%s”"), file, error);
      return;
    }
  analysis = own_analysis (self, &error);
  if (analysis == NULL)
    {
      toast_error (self, _("Cannot export “%s”"), file, error);
      return;
    }

  if (g_str_has_suffix (lower, ".json"))
    {
      JsonExport *job = g_new0 (JsonExport, 1);
      GTask *task = g_task_new (self, NULL, on_json_exported, NULL);

      job->analysis = g_steal_pointer (&analysis);
      job->file = g_object_ref (file);
      job->tree_depth = self->settings != NULL
                        ? g_settings_get_int (self->settings, "tree-depth") : 2;
      g_task_set_task_data (task, job, (GDestroyNotify) json_export_free);
      g_task_run_in_thread (task, json_export_thread);
      g_object_unref (task);
    }
  else if (g_str_has_suffix (lower, ".csv"))
    write_text (self, file, noughts_export_csv (analysis));
  else if (g_str_has_suffix (lower, ".txt"))
    write_text (self, file, noughts_export_text (analysis));
  else if (noughts_image_format_from_path (path, &format, &error))
    {
      NoughtsImageOptions options;

      noughts_image_options_init (&options);
      options.heat_map = noughts_board_view_get_heat_map (self->board);
      options.coordinates = noughts_board_view_get_show_coordinates (self->board);
      options.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
      options.pv_numbers = FALSE;
      if (!noughts_export_board_image (&analysis->position, analysis, &options, format, path,
                                       &error))
        toast_error (self, _("Cannot export “%s”"), file, error);
      else
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

          noughts_window_toast (self, message);
        }
    }
  else
    toast_error (self, _("Cannot export “%s”"), file, error);
}

static void
action_export (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  const char *kind = g_variant_get_string (parameter, NULL);
  g_autofree char *suggested = g_strdup_printf ("%s.%s", _("analysis"), kind);
  g_autofree char *pattern = g_strdup_printf ("*.%s", kind);

  choose_file (user_data, GTK_FILE_CHOOSER_ACTION_SAVE, _("Export Analysis"), _("_Export"),
               suggested, pattern, kind, export_file);
}

static void
action_export_file (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  export_file (user_data, file);
}

static const GActionEntry file_actions[] = {
  { "open", action_open },
  { "open-file", action_open_file, "s" },
  { "save", action_save },
  { "save-file", action_save_file, "s" },
  { "export", action_export, "s" },
  { "export-file", action_export_file, "s" },
};

void
noughts_window_install_file_actions (NoughtsWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), file_actions,
                                   G_N_ELEMENTS (file_actions), self);
}
