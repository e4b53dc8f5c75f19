/* noughts-window-files.c — the window's position file: Open, Save, Save
 * As, the title with its unsaved-changes mark, the question before closing
 * unsaved work, recent files, drops and the comment saved with the file.
 *
 * The file choosers only pick a path; noughts_window_open_file and
 * noughts_window_save_to do the work (as do win.open-file and
 * win.save-file), so a test reaches them without a dialog. Nothing here
 * blocks the window: reads run in a worker, writes are asynchronous and
 * atomic (g_file_replace_contents), and a failure is a toast that leaves
 * the position as it was. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "noughts-saved-position.h"
#include "noughts-window-private.h"

#define NOUGHTS_EXTENSION ".noughts"
#define NOUGHTS_MIME_TYPE "application/x-noughts"
#define RECENT_MAX 10

void
noughts_window_toast_error (NoughtsWindow *self, const char *format, GFile *file,
                            const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *what = g_strdup_printf (format, name);

  noughts_window_toast_reason (self, what, error->message);
}

/* ---- choosing a path -------------------------------------------------- */

typedef struct {
  NoughtsWindow *self;
  NoughtsPathChosen then;
} Chooser;

static void
on_chooser_response (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  Chooser *chooser = user_data;
  NoughtsWindow *self = chooser->self;

  if (response == GTK_RESPONSE_ACCEPT && self->model != NULL)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        chooser->then (self, file, GTK_FILE_CHOOSER (dialog));
    }
  else
    self->close_after_save = FALSE;   /* a Save As from the close question was cancelled */
  g_object_unref (self);
  g_free (chooser);
  g_object_unref (dialog);
}

void
noughts_window_choose_file (NoughtsWindow *self, GtkFileChooserNative *dialog,
                            NoughtsPathChosen then)
{
  Chooser *chooser = g_new0 (Chooser, 1);

  chooser->self = g_object_ref (self);
  chooser->then = then;
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_chooser_response), chooser);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
noughts_window_set_chooser_folder (NoughtsWindow *self, GtkFileChooser *chooser)
{
  g_autoptr (GFile) folder = NULL;
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  /* Beside the position's file, else in Documents (or home): never the
   * directory the app happened to start in. */
  if (self->file != NULL)
    folder = g_file_get_parent (self->file);
  if (folder == NULL && documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    folder = g_file_new_for_path (documents);
  if (folder == NULL)
    folder = g_file_new_for_path (g_get_home_dir ());
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

static void
add_noughts_filter (GtkFileChooser *chooser)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Noughts positions (*.noughts)"));
  gtk_file_filter_add_suffix (filter, "noughts");
  gtk_file_chooser_add_filter (chooser, filter);
}

/* ---- the file's text and the unsaved-changes mark ---------------------- */

/* The position as the file would hold it now: comparing it with the text
 * of the last open or save tells whether anything is unsaved, so undoing
 * back to the saved state clears the mark. */
static char *
current_text (NoughtsWindow *self)
{
  NoughtsSavedPosition saved = { 0 };

  saved.position = *noughts_position_model_get_position (self->model);
  saved.mode = noughts_position_model_get_mode (self->model);
  memcpy (saved.payoff, noughts_position_model_get_payoff (self->model), sizeof saved.payoff);
  saved.n_moves = noughts_position_model_get_line (self->model, saved.moves);
  saved.comment = (char *) noughts_window_get_comment (self);
  return noughts_saved_position_to_json (&saved);
}

static char *
file_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base);
}

static void
update_title (NoughtsWindow *self)
{
  g_autofree char *name = self->file != NULL ? file_display_name (self->file)
                                             : g_strdup (_("New Position"));
  /* GNOME's mark for unsaved changes: a bullet before the name. */
  g_autofree char *title = self->modified ? g_strdup_printf ("• %s", name) : g_strdup (name);
  g_autofree char *window_title = g_strdup_printf ("%s — %s", title, _("Noughts"));

  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

void
noughts_window_update_modified (NoughtsWindow *self)
{
  g_autofree char *now = NULL;

  if (self->model == NULL || self->saved_text == NULL)
    return;
  now = current_text (self);
  self->modified = !g_str_equal (now, self->saved_text);
  update_title (self);
}

static void
mark_clean (NoughtsWindow *self, char *text)
{
  g_free (self->saved_text);
  self->saved_text = text != NULL ? text : current_text (self);
  noughts_window_update_modified (self);
}

void
noughts_window_start_from_here (NoughtsWindow *self)
{
  noughts_position_model_reset_history (self->model);
  mark_clean (self, NULL);
}

GFile *
noughts_window_get_file (NoughtsWindow *self)
{
  return self->file;
}

gboolean
noughts_window_get_modified (NoughtsWindow *self)
{
  return self->modified;
}

const char *
noughts_window_get_title (NoughtsWindow *self)
{
  return adw_window_title_get_title (self->window_title);
}

const char *
noughts_window_get_comment (NoughtsWindow *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->comment_entry));
}

void
noughts_window_set_comment (NoughtsWindow *self, const char *comment)
{
  gtk_editable_set_text (GTK_EDITABLE (self->comment_entry), comment != NULL ? comment : "");
}

/* ---- recent files ----------------------------------------------------- */

static void
add_recent (NoughtsWindow *self, GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  const char *app_name = g_get_application_name ();
  GtkRecentData data = { 0 };

  data.mime_type = (char *) NOUGHTS_MIME_TYPE;
  data.app_name = (char *) (app_name != NULL ? app_name : "Noughts");
  data.app_exec = (char *) "noughts %u";
  gtk_recent_manager_add_full (self->recent, uri, &data);
}

static int
compare_recent (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return g_date_time_compare (tb, ta);   /* newest first */
}

/* The Open Recent submenu: our files, newest first. */
static void
rebuild_recent_menu (NoughtsWindow *self)
{
  GList *items = gtk_recent_manager_get_items (self->recent);
  GList *ours = NULL;
  int shown = 0;

  g_menu_remove_all (self->recent_menu);
  for (GList *l = items; l != NULL; l = l->next)
    if (noughts_saved_position_is_file_name (gtk_recent_info_get_uri (l->data)))
      ours = g_list_prepend (ours, l->data);
  ours = g_list_sort (ours, compare_recent);
  for (GList *l = ours; l != NULL && shown < RECENT_MAX; l = l->next, shown++)
    {
      GtkRecentInfo *info = l->data;
      g_autofree char *label = NULL;
      g_autoptr (GMenuItem) item = NULL;
      g_auto (GStrv) parts = g_strsplit (gtk_recent_info_get_display_name (info), "_", -1);

      label = g_strjoinv ("__", parts);   /* an underscore, not a mnemonic */
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent",
                                               g_variant_new_string (gtk_recent_info_get_uri (info)));
      g_menu_append_item (self->recent_menu, item);
    }
  if (shown == 0)
    /* No action: the item shows, dimmed, that the list is empty. */
    g_menu_append (self->recent_menu, _("No Recent Positions"), "win.no-recent");
  g_list_free (ours);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

GMenuModel *
noughts_window_get_recent_menu (NoughtsWindow *self)
{
  return G_MENU_MODEL (self->recent_menu);
}

/* ---- open ------------------------------------------------------------- */

typedef struct {
  NoughtsWindow *self;
  GFile *file;
  char *text;                  /* save: what was written */
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
  g_free (job->text);
  g_free (job);
}

static void
saved_position_free (NoughtsSavedPosition *saved)
{
  noughts_saved_position_clear (saved);
  g_free (saved);
}

/* Worker: reads at most a little more than a position file can be, so a
 * huge file (or an endless one) costs nothing, then parses. */
static void
open_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autoptr (GFileInputStream) in = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  NoughtsSavedPosition *saved;
  GError *error = NULL;
  gsize length = 0;

  in = g_file_read (file, cancellable, &error);
  if (in == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  info = g_file_input_stream_query_info (in, G_FILE_ATTRIBUTE_STANDARD_SIZE, cancellable, NULL);
  if (info != NULL && g_file_info_get_size (info) > NOUGHTS_SAVED_POSITION_MAX_SIZE)
    {
      g_autofree char *size = g_format_size_full (g_file_info_get_size (info),
                                                  G_FORMAT_SIZE_IEC_UNITS);

      g_task_return_new_error (task, MNK_ERROR, MNK_ERROR_TOO_LARGE,
                               _("the file is %s, too large for a position (at most 1 MiB)"),
                               size);
      return;
    }
  data = g_malloc (NOUGHTS_SAVED_POSITION_MAX_SIZE + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (in), data, NOUGHTS_SAVED_POSITION_MAX_SIZE + 1,
                                &length, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  saved = g_new0 (NoughtsSavedPosition, 1);
  if (!noughts_saved_position_parse (data, length, saved, &error))
    {
      saved_position_free (saved);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, saved, (GDestroyNotify) saved_position_free);
}

static void
on_file_read (GObject *source, GAsyncResult *result, gpointer user_data)
{
  NoughtsWindow *self = NOUGHTS_WINDOW (source);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  NoughtsSavedPosition *saved = g_task_propagate_pointer (G_TASK (result), &error);

  if (self->model == NULL)   /* the window closed meanwhile */
    {
      if (saved != NULL)
        saved_position_free (saved);
      return;
    }
  if (saved == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *message =
            g_strdup_printf (_("Cannot open “%s”: it is no longer there (moved or deleted?)"),
                             name);

          noughts_window_toast (self, message);
          /* A recent entry that leads nowhere goes from the list. */
          if (gtk_recent_manager_has_item (self->recent, uri))
            gtk_recent_manager_remove_item (self->recent, uri, NULL);
        }
      else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        noughts_window_toast_error (self, _("Cannot open “%s”"), file, error);
      return;
    }

  noughts_position_model_load (self->model, &saved->position, saved->mode, saved->payoff,
                               saved->moves, saved->n_moves);
  noughts_window_set_comment (self, saved->comment);
  g_set_object (&self->file, file);
  mark_clean (self, NULL);
  add_recent (self, file);
  saved_position_free (saved);
}

void
noughts_window_open_file (NoughtsWindow *self, GFile *file)
{
  GTask *task = g_task_new (self, self->io_cancellable, on_file_read, NULL);

  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, open_thread);
  g_object_unref (task);
}

static void
open_chosen (NoughtsWindow *self, GFile *file, GtkFileChooser *chooser)
{
  noughts_window_open_file (self, file);
}

static void
action_open (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  NoughtsWindow *self = user_data;
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Open Position"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  g_autoptr (GtkFileFilter) any = gtk_file_filter_new ();

  add_noughts_filter (GTK_FILE_CHOOSER (dialog));
  /* A position saved under another name can still be picked (and is
   * refused with its reason if it is not one). */
  gtk_file_filter_set_name (any, _("All files"));
  gtk_file_filter_add_pattern (any, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), any);
  noughts_window_set_chooser_folder (self, GTK_FILE_CHOOSER (dialog));
  noughts_window_choose_file (self, dialog, open_chosen);
}

/* win.open-file(s): a path or URI, as on a command line. */
static void
action_open_file (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  noughts_window_open_file (user_data, file);
}

/* win.open-recent(s): a URI from the Open Recent submenu. */
static void
action_open_recent (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  noughts_window_open_file (user_data, file);
}

/* ---- save ------------------------------------------------------------- */

static void
on_file_written (GObject *source, GAsyncResult *result, gpointer user_data)
{
  FileJob *job = user_data;
  NoughtsWindow *self = job->self;
  g_autoptr (GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      self->close_after_save = FALSE;
      if (self->model != NULL)
        noughts_window_toast_error (self, _("Cannot save “%s”"), job->file, error);
    }
  else if (self->model != NULL)
    {
      g_autofree char *name = file_display_name (job->file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      g_set_object (&self->file, job->file);
      mark_clean (self, g_steal_pointer (&job->text));
      add_recent (self, job->file);
      noughts_window_toast (self, message);
      if (self->close_after_save)
        {
          self->close_confirmed = TRUE;
          gtk_window_close (GTK_WINDOW (self));
        }
    }
  file_job_free (job);
}

void
noughts_window_save_to (NoughtsWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  FileJob *job;
  GBytes *bytes;

  /* A file that Open would refuse is not written either. */
  if (!mnk_position_validate (noughts_position_model_get_position (self->model),
                              noughts_position_model_get_mode (self->model), &error))
    {
      g_prefix_error (&error, _("the position is impossible: "));
      noughts_window_toast_error (self, _("Cannot save “%s”"), file, error);
      self->close_after_save = FALSE;
      return;
    }
  job = file_job_new (self, file);
  job->text = current_text (self);
  bytes = g_bytes_new (job->text, strlen (job->text));
  /* Atomic: the old file stays whole until the new one is complete. */
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_NONE,
                                       NULL, on_file_written, job);
  g_bytes_unref (bytes);
}

static void
save_chosen (NoughtsWindow *self, GFile *file, GtkFileChooser *chooser)
{
  g_autofree char *name = g_file_get_basename (file);

  /* "game" becomes "game.noughts"; a name with its own extension stays. */
  if (strchr (name, '.') == NULL)
    {
      g_autoptr (GFile) parent = g_file_get_parent (file);
      g_autofree char *full = g_strconcat (name, NOUGHTS_EXTENSION, NULL);
      g_autoptr (GFile) named = parent != NULL ? g_file_get_child (parent, full)
                                               : g_object_ref (file);

      noughts_window_save_to (self, named);
      return;
    }
  noughts_window_save_to (self, file);
}

static void
save_as (NoughtsWindow *self)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Save Position"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));

  add_noughts_filter (GTK_FILE_CHOOSER (dialog));
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), self->file, NULL);
  else
    {
      noughts_window_set_chooser_folder (self, GTK_FILE_CHOOSER (dialog));
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("position.noughts"));
    }
  noughts_window_choose_file (self, dialog, save_chosen);
}

/* Save: to the file it came from; a position never saved asks where. */
static void
save (NoughtsWindow *self)
{
  if (self->file != NULL)
    noughts_window_save_to (self, self->file);
  else
    save_as (self);
}

static void
action_save (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  save (user_data);
}

static void
action_save_as (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  save_as (user_data);
}

/* win.save-file(s): Save As to a path or URI, without a dialog. */
static void
action_save_file (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (parameter, NULL));

  noughts_window_save_to (user_data, file);
}

/* ---- closing with unsaved changes ------------------------------------- */

static gboolean
close_now (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
on_close_response (AdwMessageDialog *dialog, const char *response, NoughtsWindow *self)
{
  self->close_dialog = NULL;
  if (g_str_equal (response, "discard"))
    {
      /* Once the question has gone: it is transient for this window. */
      self->close_confirmed = TRUE;
      g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_now, g_object_ref (self), g_object_unref);
    }
  else if (g_str_equal (response, "save"))
    {
      /* The window closes once the write succeeded (on_file_written). */
      self->close_after_save = TRUE;
      save (self);
    }
}

gboolean
noughts_window_confirm_close (NoughtsWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->close_confirmed || !self->modified)
    return FALSE;
  if (self->close_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->close_dialog));
      return TRUE;
    }
  name = self->file != NULL ? file_display_name (self->file) : g_strdup (_("New Position"));
  /* TRANSLATORS: %s is the file's name, or "New Position" */
  body = g_strdup_printf (_("“%s” has changes that are not saved. Changes that are not "
                            "saved will be lost."), name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_close_response), self, 0);
  self->close_dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- drops ------------------------------------------------------------ */

static gboolean
drop_file (NoughtsWindow *self, GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  if (!noughts_saved_position_is_file_name (name))
    {
      /* TRANSLATORS: %s is the dropped file's name */
      g_autofree char *message =
        g_strdup_printf (_("Cannot open “%s”: only Noughts position files (.noughts) "
                           "can be dropped"), name != NULL ? name : "?");

      noughts_window_toast (self, message);
      return FALSE;
    }
  noughts_window_open_file (self, file);
  return TRUE;
}

gboolean
noughts_window_drop_value (NoughtsWindow *self, const GValue *value)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));
      guint n = g_slist_length (files);
      gboolean done = FALSE;

      if (n == 1)
        done = drop_file (self, files->data);
      else
        noughts_window_toast (self, n == 0 ? _("Cannot open the drop: it holds no file")
                                           : _("Cannot open the drop: drop one position "
                                               "file at a time"));
      g_slist_free (files);
      return done;
    }
  if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    return drop_file (self, g_value_get_object (value));
  if (G_VALUE_HOLDS (value, G_TYPE_STRING))
    {
      const char *text = g_value_get_string (value);
      g_autoptr (GError) error = NULL;
      MnkPosition pos;
      MnkScoreMode mode;

      if (text != NULL && g_str_has_prefix (text, "file://"))
        {
          g_autofree char *first = g_strndup (text, strcspn (text, "\r\n"));
          g_autoptr (GFile) file = g_file_new_for_uri (first);

          return drop_file (self, file);
        }
      if (!noughts_window_parse (self, text, NULL, NULL, &pos, &mode, &error))
        {
          noughts_window_toast_reason (self, _("Cannot use the dropped text"), error->message);
          return FALSE;
        }
      noughts_position_model_set_position (self->model, &pos, mode);
      return TRUE;
    }
  noughts_window_toast (self, _("Cannot open the drop: drop a .noughts file or a position "
                                "written as text"));
  return FALSE;
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, NoughtsWindow *self)
{
  return noughts_window_drop_value (self, value);
}

/* ---- set-up ----------------------------------------------------------- */

static const GActionEntry file_actions[] = {
  { "open", action_open },
  { "open-file", action_open_file, "s" },
  { "open-recent", action_open_recent, "s" },
  { "save", action_save },
  { "save-as", action_save_as },
  { "save-file", action_save_file, "s" },
  { "no-recent", NULL },
};

void
noughts_window_install_file_actions (NoughtsWindow *self)
{
  GAction *no_recent;

  g_action_map_add_action_entries (G_ACTION_MAP (self), file_actions,
                                   G_N_ELEMENTS (file_actions), self);
  /* The empty Open Recent list's one item, shown dimmed. */
  no_recent = g_action_map_lookup_action (G_ACTION_MAP (self), "no-recent");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (no_recent), FALSE);
  noughts_window_install_export_actions (self);
}

void
noughts_window_init_files (NoughtsWindow *self)
{
  GtkDropTarget *drop;
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE, G_TYPE_STRING };

  self->io_cancellable = g_cancellable_new ();
  self->recent = g_object_ref (gtk_recent_manager_get_default ());
  g_signal_connect_swapped (self->recent, "changed", G_CALLBACK (rebuild_recent_menu), self);
  rebuild_recent_menu (self);

  drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (drop, types, G_N_ELEMENTS (types));
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  g_signal_connect_swapped (self->comment_entry, "changed",
                            G_CALLBACK (noughts_window_update_modified), self);
}

void
noughts_window_dispose_files (NoughtsWindow *self)
{
  if (self->io_cancellable != NULL)
    g_cancellable_cancel (self->io_cancellable);
  if (self->recent != NULL)
    g_signal_handlers_disconnect_by_data (self->recent, self);
  if (self->close_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->close_dialog));
  self->close_dialog = NULL;
  g_clear_object (&self->recent);
  g_clear_object (&self->io_cancellable);
  g_clear_object (&self->file);
  g_clear_pointer (&self->saved_text, g_free);
}
