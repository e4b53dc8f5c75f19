/* cli-settings.c — the options analyze, render and strategy share: their
 * GOptionEntry lists with an example each, their checks (every complaint
 * quotes the option and what was written), reading a POSITION argument and
 * solving it with a progress line on a terminal. */
#include "config.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib-unix.h>

#include "cli-commands.h"
#include "cli-settings.h"

void
cli_args_clear (CliArgs *args)
{
  char **strings[] = {
    &args->game, &args->first, &args->to_move, &args->score, &args->payoff,
    &args->time_limit, &args->node_limit, &args->tt_mb, &args->format,
    &args->tree_depth, &args->input, &args->output, &args->size, &args->side,
    &args->max_decisions,
  };

  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    g_clear_pointer (strings[i], g_free);
}

void
cli_add_position_entries (GOptionContext *context, CliArgs *args)
{
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &args->game,
      "Rows, columns and k in a row, e.g. --game 4,4,3 "
      "(default: the position's size, k = min(rows, cols))", "M,N,K" },
    { "first", 0, 0, G_OPTION_ARG_STRING, &args->first,
      "Who moves first in this game, e.g. --first o (default x)", "x|o" },
    { "to-move", 0, 0, G_OPTION_ARG_STRING, &args->to_move,
      "The side to move, e.g. --to-move o (default: from the piece counts, "
      "which are then checked)", "x|o" },
    G_OPTION_ENTRY_NULL
  };

  g_option_context_add_main_entries (context, entries, NULL);
}

void
cli_add_solve_entries (GOptionContext *context, CliArgs *args)
{
  const GOptionEntry entries[] = {
    { "score", 0, 0, G_OPTION_ARG_STRING, &args->score,
      "How games are scored, e.g. --score quick (default wdl)",
      "wdl|quick|lines|expected" },
    { "payoff", 0, 0, G_OPTION_ARG_STRING, &args->payoff,
      "Payoffs of a win, a draw and a loss with --score expected, "
      "e.g. --payoff 1,0,-10 (the default)", "W,D,L" },
    { "time-limit", 0, 0, G_OPTION_ARG_STRING, &args->time_limit,
      "Stop a search after this many seconds, e.g. --time-limit 2.5 "
      "(what was proven is printed; exit status 3)", "SECONDS" },
    { "node-limit", 0, 0, G_OPTION_ARG_STRING, &args->node_limit,
      "Stop a search after N nodes, e.g. --node-limit 1000000 (exit status 3)", "N" },
    { "tt-mb", 0, 0, G_OPTION_ARG_STRING, &args->tt_mb,
      "Transposition table size in megabytes, e.g. --tt-mb 256 (default 64)", "N" },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &args->quiet,
      "No progress line on stderr, e.g. --quiet (it shows only on a terminal)", NULL },
    G_OPTION_ENTRY_NULL
  };

  g_option_context_add_main_entries (context, entries, NULL);
}

void
cli_add_image_entries (GOptionContext *context, CliArgs *args)
{
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_STRING, &args->output,
      "The image to write; its extension picks the format, e.g. --output board.png "
      "(.png, .svg or .pdf)", "FILE" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &args->size,
      "Pixels (PNG) or points (SVG, PDF) of the long side, e.g. --size 800 "
      "(default 512)", "N" },
    { "no-coordinates", 0, 0, G_OPTION_ARG_NONE, &args->no_coordinates,
      "Leave out the column letters and row numbers, e.g. --no-coordinates", NULL },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &args->dark,
      "Dark colours, e.g. --dark", NULL },
    G_OPTION_ENTRY_NULL
  };

  g_option_context_add_main_entries (context, entries, NULL);
}

gboolean
cli_resolve_image (const CliArgs *args, NoughtsImageOptions *options,
                   NoughtsImageFormat *format)
{
  g_autoptr(GError) error = NULL;
  guint64 number;

  if (args->output == NULL)
    {
      cli_fail (CLI_EXIT_USAGE, "missing --output FILE.png, .svg or .pdf");
      return FALSE;
    }
  if (!noughts_image_format_from_path (args->output, format, &error))
    {
      cli_fail (CLI_EXIT_USAGE, "--output '%s': %s", args->output, error->message);
      return FALSE;
    }

  noughts_image_options_init (options);
  if (args->size != NULL)
    {
      if (!cli_parse_unsigned ("--size", args->size, 16, 10000, &number))
        return FALSE;
      options->size = (int) number;
    }
  options->coordinates = !args->no_coordinates;
  options->dark = args->dark;
  options->heat_map = args->heat_map;
  options->pv_numbers = args->pv_numbers;
  return TRUE;
}

gboolean
cli_parse_unsigned (const char *option, const char *text, guint64 min, guint64 max,
                guint64 *out)
{
  g_autoptr(GError) error = NULL;

  if (!g_ascii_string_to_unsigned (text, 10, min, max, out, &error))
    {
      cli_fail (CLI_EXIT_USAGE, "%s '%s': expected a whole number from %"
                G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT, option, text, min, max);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_payoff (const char *text, int payoff[3])
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  if (g_strv_length (parts) != 3)
    goto bad;
  for (int i = 0; i < 3; i++)
    {
      gint64 value;

      g_strstrip (parts[i]);
      if (!g_ascii_string_to_signed (parts[i], 10, -1000000, 1000000, &value, NULL))
        goto bad;
      payoff[i] = (int) value;
    }
  return TRUE;

bad:
  cli_fail (CLI_EXIT_USAGE, "--payoff '%s': expected three whole numbers W,D,L "
            "(win, draw, loss) such as 1,0,-10", text);
  return FALSE;
}

static gboolean
parse_side (const char *option, const char *text, MnkPiece *piece)
{
  if (!mnk_piece_parse (text, piece))
    {
      cli_fail (CLI_EXIT_USAGE, "%s '%s': expected x or o", option, text);
      return FALSE;
    }
  return TRUE;
}

static void on_progress (const MnkProgress *progress, gpointer user_data);

/* Checks every option in args; on failure the reason is printed and the
 * exit status is 2. */
gboolean
cli_resolve_settings (const CliArgs *args, CliSettings *settings)
{
  g_autoptr(GError) error = NULL;
  guint64 number;

  memset (settings, 0, sizeof *settings);
  settings->spec.first = MNK_PIECE_X;
  settings->spec.to_move = MNK_PIECE_EMPTY;
  mnk_solver_options_init (&settings->solver);

  if (args->first != NULL && !parse_side ("--first", args->first, &settings->spec.first))
    return FALSE;
  if (args->to_move != NULL && !parse_side ("--to-move", args->to_move, &settings->spec.to_move))
    return FALSE;

  if (args->game != NULL)
    {
      MnkGame game = { 0, 0, 0, settings->spec.first };

      if (!mnk_game_parse (args->game, &game, &error) || !mnk_game_check (&game, &error))
        {
          cli_fail (CLI_EXIT_USAGE, "--game '%s': %s", args->game, error->message);
          return FALSE;
        }
      settings->spec.rows = game.rows;
      settings->spec.cols = game.cols;
      settings->spec.k = game.k;
    }

  if (args->score != NULL && !mnk_score_mode_parse (args->score, &settings->solver.mode, &error))
    {
      cli_fail (CLI_EXIT_USAGE, "--score '%s': %s", args->score, error->message);
      return FALSE;
    }

  if (args->payoff != NULL)
    {
      if (!parse_payoff (args->payoff, settings->solver.payoff))
        return FALSE;
      if (settings->solver.mode != MNK_SCORE_EXPECTED)
        {
          cli_fail (CLI_EXIT_USAGE, "--payoff '%s': payoffs apply only with --score expected",
                    args->payoff);
          return FALSE;
        }
    }

  if (args->time_limit != NULL)
    {
      char *end = NULL;
      double seconds = g_ascii_strtod (args->time_limit, &end);

      if (end == args->time_limit || *end != '\0' || !isfinite (seconds) || seconds <= 0)
        {
          cli_fail (CLI_EXIT_USAGE, "--time-limit '%s': expected a number of seconds "
                    "greater than 0, such as 2.5", args->time_limit);
          return FALSE;
        }
      settings->solver.time_limit = seconds;
    }
  if (args->node_limit != NULL)
    {
      if (!cli_parse_unsigned ("--node-limit", args->node_limit, 1, G_MAXUINT64, &number))
        return FALSE;
      settings->solver.node_limit = number;
    }
  if (args->tt_mb != NULL)
    {
      if (!cli_parse_unsigned ("--tt-mb", args->tt_mb, 1, 65536, &number))
        return FALSE;
      settings->solver.tt_mb = number;
    }

  settings->format = CLI_FORMAT_TEXT;
  if (args->format != NULL)
    {
      if (g_ascii_strcasecmp (args->format, "text") == 0)
        settings->format = CLI_FORMAT_TEXT;
      else if (g_ascii_strcasecmp (args->format, "json") == 0)
        settings->format = CLI_FORMAT_JSON;
      else if (g_ascii_strcasecmp (args->format, "csv") == 0)
        settings->format = CLI_FORMAT_CSV;
      else
        {
          cli_fail (CLI_EXIT_USAGE, "--format '%s': expected text, json or csv", args->format);
          return FALSE;
        }
    }

  if (args->tree_depth != NULL)
    {
      if (!cli_parse_unsigned ("--tree-depth", args->tree_depth, 0, MNK_MAX_CELLS, &number))
        return FALSE;
      settings->tree_depth = (int) number;
      if (settings->tree_depth > 0 && settings->format != CLI_FORMAT_JSON)
        {
          cli_fail (CLI_EXIT_USAGE, "--tree-depth '%s': the game tree is part of "
                    "--format json only", args->tree_depth);
          return FALSE;
        }
      if (settings->tree_depth > 0 && settings->solver.mode == MNK_SCORE_EXPECTED)
        {
          cli_fail (CLI_EXIT_USAGE, "--tree-depth '%s': no game tree with --score "
                    "expected (the two sides follow different rules)", args->tree_depth);
          return FALSE;
        }
    }

  if (!args->quiet && isatty (STDERR_FILENO))
    {
      settings->solver.progress = on_progress;
      settings->solver.progress_data = &settings->progress;
    }
  return TRUE;
}

/* ---- progress ------------------------------------------------------------ */

static void
on_progress (const MnkProgress *progress, gpointer user_data)
{
  CliProgress *state = user_data;
  g_autofree char *lo = mnk_score_to_string (progress->lo);
  g_autofree char *hi = mnk_score_to_string (progress->hi);
  g_autofree char *line = NULL;
  int len;

  line = g_strdup_printf ("%s%" G_GUINT64_FORMAT " nodes, %.2f M nodes/s, "
                          "score in [%s, %s], %.1f s",
                          state->label ? state->label : "", progress->nodes,
                          progress->nodes_per_second / 1e6, lo, hi,
                          progress->elapsed_ms / 1000.0);
  len = (int) strlen (line);
  /* spaces over whatever a longer previous line left behind */
  fprintf (stderr, "\r%s%*s", line, MAX (state->width - len, 0), "");
  fflush (stderr);
  state->width = MAX (len, 1);
}

static void
progress_clear (CliProgress *state)
{
  if (state->width > 0)
    {
      fprintf (stderr, "\r%*s\r", state->width, "");
      fflush (stderr);
    }
  state->width = 0;
}

/* ---- positions and analyses --------------------------------------------- */

/* Notation via mnk_position_parse, then legality: the solver refuses an
 * illegal position too, but the reason reads better before any search. */
gboolean
cli_read_position (const CliSettings *settings, const char *text, MnkPosition *pos,
               GError **error)
{
  return mnk_position_parse (pos, text, &settings->spec, error)
         && mnk_position_validate (pos, settings->solver.mode, error);
}

/* Engine errors are about what the user asked (exit 2); others are not. */
int
cli_status_for_error (const GError *error)
{
  return error->domain == MNK_ERROR ? CLI_EXIT_USAGE : CLI_EXIT_FAILURE;
}

/* ---- Ctrl-C ---------------------------------------------------------------- */

/* The first SIGINT cancels the running search, which then returns what it
 * has proven, so the user sees it printed; GLib puts the default action
 * back once the source is gone, so a second Ctrl-C ends the process. The
 * signal is watched from a thread of its own because the search runs on
 * the main thread and never returns to a main loop. */
static GCancellable *interrupt_cancellable;

static gboolean
on_interrupt (gpointer user_data)
{
  g_cancellable_cancel (G_CANCELLABLE (user_data));
  return G_SOURCE_REMOVE;
}

static gpointer
watch_interrupt (gpointer user_data)
{
  GMainContext *context = user_data;

  for (;;)
    g_main_context_iteration (context, TRUE);
  return NULL;
}

GCancellable *
cli_interrupt_cancellable (void)
{
  static gsize watching = 0;

  if (g_once_init_enter (&watching))
    {
      GMainContext *context = g_main_context_new ();
      GSource *source = g_unix_signal_source_new (SIGINT);

      interrupt_cancellable = g_cancellable_new ();
      g_source_set_callback (source, on_interrupt, interrupt_cancellable, NULL);
      g_source_attach (source, context);
      g_source_unref (source);
      g_thread_unref (g_thread_new ("noughts-cli-interrupt", watch_interrupt, context));
      g_once_init_leave (&watching, 1);
    }
  return interrupt_cancellable;
}

gboolean
cli_interrupted (void)
{
  return interrupt_cancellable != NULL && g_cancellable_is_cancelled (interrupt_cancellable);
}

MnkAnalysis *
cli_analyze_position (MnkSolver *solver, CliSettings *settings, const MnkPosition *pos,
                      GError **error)
{
  MnkAnalysis *analysis = mnk_solver_analyze (solver, pos, cli_interrupt_cancellable (),
                                              error);

  progress_clear (&settings->progress);
  return analysis;
}

gboolean
cli_analysis_is_exact (const MnkAnalysis *analysis)
{
  return !analysis->stopped && analysis->value.exact;
}

char **
cli_parse_settings (GOptionContext *context, const char *command, int argc, char **argv,
                    const CliArgs *args, CliSettings *settings)
{
  g_auto(GStrv) rest = cli_parse_options (context, command, argc, argv);

  if (rest == NULL || !cli_resolve_settings (args, settings))
    return NULL;
  return g_steal_pointer (&rest);
}

void
cli_settings_clear (CliSettings *settings)
{
  g_clear_pointer (&settings->progress.label, g_free);
}
