/* cli-analyze.c — `noughts-cli analyze` and `noughts-cli render`: the
 * options they share, reading and checking a position, one position or a
 * file of them through one solver, and a progress line on a terminal. */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli-commands.h"
#include "noughts-export.h"

typedef enum {
  FORMAT_TEXT,
  FORMAT_JSON,
  FORMAT_CSV,
} CliFormat;

/* Option values as GOptionContext leaves them; resolve_settings checks
 * them, so every complaint can quote what the user wrote. */
typedef struct {
  char *game, *first, *to_move, *score, *payoff;
  char *time_limit, *node_limit, *tt_mb;
  gboolean quiet;
  /* analyze */
  char *format, *tree_depth, *input;
  /* render */
  char *output, *size;
  gboolean heat_map, no_coordinates, pv_numbers, dark;
} CliArgs;

static void
cli_args_clear (CliArgs *args)
{
  char **strings[] = {
    &args->game, &args->first, &args->to_move, &args->score, &args->payoff,
    &args->time_limit, &args->node_limit, &args->tt_mb, &args->format,
    &args->tree_depth, &args->input, &args->output, &args->size,
  };

  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    g_clear_pointer (strings[i], g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliArgs, cli_args_clear)

/* The progress line: rewritten in place with \r, cleared at the end. */
typedef struct {
  char *label;      /* "line 12: " in a batch, else NULL */
  int width;        /* of the line on screen now; 0 none */
} CliProgress;

typedef struct {
  MnkPositionSpec spec;
  MnkSolverOptions solver;
  CliFormat format;
  int tree_depth;
  gboolean payoff_given;
  CliProgress progress;
} CliSettings;

static void
add_solve_entries (GOptionContext *context, CliArgs *args)
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

/* ---- checking the options ---------------------------------------------- */

static gboolean
parse_unsigned (const char *option, const char *text, guint64 min, guint64 max,
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
static gboolean
resolve_settings (const CliArgs *args, CliSettings *settings)
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
      settings->payoff_given = TRUE;
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
      if (!parse_unsigned ("--node-limit", args->node_limit, 1, G_MAXUINT64, &number))
        return FALSE;
      settings->solver.node_limit = number;
    }
  if (args->tt_mb != NULL)
    {
      if (!parse_unsigned ("--tt-mb", args->tt_mb, 1, 65536, &number))
        return FALSE;
      settings->solver.tt_mb = number;
    }

  settings->format = FORMAT_TEXT;
  if (args->format != NULL)
    {
      if (g_ascii_strcasecmp (args->format, "text") == 0)
        settings->format = FORMAT_TEXT;
      else if (g_ascii_strcasecmp (args->format, "json") == 0)
        settings->format = FORMAT_JSON;
      else if (g_ascii_strcasecmp (args->format, "csv") == 0)
        settings->format = FORMAT_CSV;
      else
        {
          cli_fail (CLI_EXIT_USAGE, "--format '%s': expected text, json or csv", args->format);
          return FALSE;
        }
    }

  if (args->tree_depth != NULL)
    {
      if (!parse_unsigned ("--tree-depth", args->tree_depth, 0, MNK_MAX_CELLS, &number))
        return FALSE;
      settings->tree_depth = (int) number;
      if (settings->tree_depth > 0 && settings->format != FORMAT_JSON)
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
static gboolean
read_position (const CliSettings *settings, const char *text, MnkPosition *pos,
               GError **error)
{
  return mnk_position_parse (pos, text, &settings->spec, error)
         && mnk_position_validate (pos, settings->solver.mode, error);
}

/* Engine errors are about what the user asked (exit 2); others are not. */
static int
status_for_error (const GError *error)
{
  return error->domain == MNK_ERROR ? CLI_EXIT_USAGE : CLI_EXIT_FAILURE;
}

static MnkAnalysis *
analyze_position (MnkSolver *solver, CliSettings *settings, const MnkPosition *pos,
                  GError **error)
{
  MnkAnalysis *analysis = mnk_solver_analyze (solver, pos, NULL, error);

  progress_clear (&settings->progress);
  return analysis;
}

static gboolean
analysis_is_exact (const MnkAnalysis *analysis)
{
  return !analysis->stopped && analysis->value.exact;
}

static gboolean
write_text (const char *text, GError **error)
{
  if (fputs (text, stdout) == EOF || fflush (stdout) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   "writing the output: %s", g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* One analysis in settings->format. In a batch (index > 0 counts the
 * positions printed before, from 1) json is one line per position, text
 * reports are separated by a blank line and csv rows carry the position. */
static gboolean
print_analysis (const CliSettings *settings, MnkSolver *solver,
                const MnkAnalysis *analysis, gboolean batch, guint index,
                GError **error)
{
  g_autofree char *text = NULL;

  switch (settings->format)
    {
    case FORMAT_JSON:
      text = noughts_export_json (analysis, solver, settings->tree_depth, !batch,
                                  NULL, error);
      if (text == NULL)
        return FALSE;
      break;

    case FORMAT_CSV:
      text = noughts_export_csv (analysis);
      if (batch)
        {
          g_autofree char *position = mnk_position_format (&analysis->position,
                                                           analysis->position.to_move_given);
          g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
          GString *rows = g_string_new (NULL);

          /* the header once, with the position's column in front */
          for (guint i = index > 1 ? 1 : 0; lines[i] != NULL; i++)
            if (lines[i][0] != '\0')
              g_string_append_printf (rows, "%s,%s\n", i == 0 ? "position" : position,
                                      lines[i]);
          g_free (text);
          text = g_string_free (rows, FALSE);
        }
      break;

    case FORMAT_TEXT:
    default:
      text = noughts_export_text (analysis);
      if (batch && index > 1)
        {
          char *separated = g_strconcat ("\n", text, NULL);
          g_free (text);
          text = separated;
        }
      break;
    }
  return write_text (text, error);
}

static int
analyze_one (CliSettings *settings, const char *text)
{
  g_autoptr(MnkSolver) solver = NULL;
  g_autoptr(MnkAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  MnkPosition pos;

  if (!read_position (settings, text, &pos, &error))
    return cli_fail (CLI_EXIT_USAGE, "position '%s': %s", text, error->message);

  solver = mnk_solver_new (&settings->solver);
  analysis = analyze_position (solver, settings, &pos, &error);
  if (analysis == NULL)
    return cli_fail (status_for_error (error), "position '%s': %s", text, error->message);

  if (!print_analysis (settings, solver, analysis, FALSE, 1, &error))
    return cli_fail (CLI_EXIT_FAILURE, "position '%s': %s", text, error->message);
  return analysis_is_exact (analysis) ? CLI_EXIT_OK : CLI_EXIT_LIMIT;
}

/* Every position of a file through one solver, so its table carries over.
 * Output goes out as each is solved; a bad line stops the run (exit 2). */
static int
analyze_batch (CliSettings *settings, const char *path)
{
  gboolean from_stdin = g_str_equal (path, "-");
  const char *name = from_stdin ? "standard input" : path;
  g_autoptr(MnkSolver) solver = NULL;
  g_autofree char *line = NULL;
  size_t capacity = 0;
  guint line_number = 0, printed = 0;
  int status = CLI_EXIT_OK;
  FILE *file;

  file = from_stdin ? stdin : fopen (path, "r");
  if (file == NULL)
    return cli_fail (CLI_EXIT_USAGE, "--input '%s': %s", path, g_strerror (errno));

  solver = mnk_solver_new (&settings->solver);
  while (getline (&line, &capacity, file) != -1)
    {
      g_autoptr(MnkAnalysis) analysis = NULL;
      g_autoptr(GError) error = NULL;
      MnkPosition pos;

      line_number++;
      g_strstrip (line);
      if (line[0] == '\0' || line[0] == '#')
        continue;

      if (!read_position (settings, line, &pos, &error))
        {
          status = cli_fail (CLI_EXIT_USAGE, "line %u of %s: %s", line_number, name,
                             error->message);
          break;
        }

      g_free (settings->progress.label);
      settings->progress.label = g_strdup_printf ("line %u: ", line_number);
      analysis = analyze_position (solver, settings, &pos, &error);
      if (analysis == NULL)
        {
          status = cli_fail (status_for_error (error), "line %u of %s: %s",
                             line_number, name, error->message);
          break;
        }

      if (!print_analysis (settings, solver, analysis, TRUE, ++printed, &error))
        {
          status = cli_fail (CLI_EXIT_FAILURE, "line %u of %s: %s", line_number, name,
                             error->message);
          break;
        }
      if (!analysis_is_exact (analysis))
        status = CLI_EXIT_LIMIT;
    }

  if (status != CLI_EXIT_USAGE && status != CLI_EXIT_FAILURE && ferror (file))
    status = cli_fail (CLI_EXIT_FAILURE, "--input '%s': reading line %u: %s", path,
                       line_number + 1, g_strerror (errno));
  if (!from_stdin)
    fclose (file);
  g_clear_pointer (&settings->progress.label, g_free);
  return status;
}

/* ---- the commands ---------------------------------------------------------- */

static GOptionContext *
command_context (const char *parameter, const char *summary, const char *description)
{
  GOptionContext *context = g_option_context_new (parameter);

  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context, description);
  return context;
}

int
noughts_cli_analyze (int argc, char **argv)
{
  g_auto(CliArgs) args = { 0 };
  g_autoptr(GOptionContext) context = NULL;
  g_auto(GStrv) rest = NULL;
  CliSettings settings;
  guint n_rest;
  int status;
  const GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &args.format,
      "Output format, e.g. --format json (default text)", "text|json|csv" },
    { "tree-depth", 0, 0, G_OPTION_ARG_STRING, &args.tree_depth,
      "With --format json, add the game tree to depth N (every move, and the "
      "best line deeper), e.g. --tree-depth 2", "N" },
    { "input", 'i', 0, G_OPTION_ARG_STRING, &args.input,
      "Solve every position of FILE (one a line; '-' reads stdin; blank lines and "
      "lines starting with # are skipped), e.g. --input positions.txt", "FILE" },
    G_OPTION_ENTRY_NULL
  };

  context = command_context ("POSITION",
      "Solve a position exactly: its value, a score for every legal move (best "
      "first) and a best line. Scores are seen from the side to move.",
      "A POSITION lists rows from the top separated by '/', cells left to right:\n"
      "'.' '-' '_' empty, 'x' 'X' cross, 'o' 'O' '0' nought; optionally a space and\n"
      "the side to move. Quote it for the shell.\n"
      "\n"
      "Examples:\n"
      "  noughts-cli analyze x.o/.x./..o\n"
      "  noughts-cli analyze --format json .../.../...\n"
      "  noughts-cli analyze --score expected --format json .../.../...\n"
      "  noughts-cli analyze --game 4,4,3 --score quick '..../.xo./.ox./.... x'\n"
      "  noughts-cli analyze --input positions.txt --format csv > values.csv\n"
      "\n"
      "Exit status: 0 success, 1 failure, 2 bad usage or input (one line on stderr),\n"
      "3 a limit stopped the search (what was proven is printed, result 'unknown').");
  g_option_context_add_main_entries (context, entries, NULL);
  add_solve_entries (context, &args);

  rest = cli_parse_options (context, "analyze", argc, argv);
  if (rest == NULL)
    return CLI_EXIT_USAGE;
  if (!resolve_settings (&args, &settings))
    return CLI_EXIT_USAGE;

  n_rest = g_strv_length (rest);
  if (args.input != NULL)
    {
      if (n_rest > 1)
        return cli_fail (CLI_EXIT_USAGE, "analyze: '%s': give a POSITION or --input FILE, "
                         "not both", rest[1]);
      status = analyze_batch (&settings, args.input);
    }
  else if (n_rest < 2)
    return cli_fail (CLI_EXIT_USAGE, "analyze: missing POSITION, such as x.o/.x./..o "
                     "(try 'noughts-cli analyze --help')");
  else if (n_rest > 2)
    return cli_fail (CLI_EXIT_USAGE, "analyze: unexpected argument '%s' after the "
                     "position '%s' (quote a position that holds a space)",
                     rest[2], rest[1]);
  else
    status = analyze_one (&settings, rest[1]);

  g_free (settings.progress.label);
  return status;
}

int
noughts_cli_render (int argc, char **argv)
{
  g_auto(CliArgs) args = { 0 };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(MnkSolver) solver = NULL;
  g_autoptr(MnkAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) rest = NULL;
  NoughtsImageOptions options;
  NoughtsImageFormat format;
  CliSettings settings;
  MnkPosition pos;
  guint64 number;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_STRING, &args.output,
      "The image to write; its extension picks the format, e.g. --output board.png "
      "(.png, .svg or .pdf)", "FILE" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &args.size,
      "Pixels (PNG) or points (SVG, PDF) of the long side, e.g. --size 800", "N" },
    { "heat-map", 0, 0, G_OPTION_ARG_NONE, &args.heat_map,
      "Colour each empty cell by its move's result and show its score, e.g. --heat-map", NULL },
    { "no-coordinates", 0, 0, G_OPTION_ARG_NONE, &args.no_coordinates,
      "Leave out the column letters and row numbers, e.g. --no-coordinates", NULL },
    { "pv-numbers", 0, 0, G_OPTION_ARG_NONE, &args.pv_numbers,
      "Number the moves of the best line on the board, e.g. --pv-numbers", NULL },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &args.dark,
      "Dark colours, e.g. --dark", NULL },
    G_OPTION_ENTRY_NULL
  };

  context = command_context ("POSITION --output FILE",
      "Analyse a position and draw the board as the window paints it.",
      "Examples:\n"
      "  noughts-cli render x.o/.x./..o --output board.png\n"
      "  noughts-cli render --heat-map --pv-numbers --size 600 x.o/.x./..o -o board.svg\n"
      "  noughts-cli render --dark --score quick .../.x./... --output board.pdf\n"
      "\n"
      "Exit status: 0 success, 1 failure (the file cannot be written), 2 bad usage\n"
      "or input, 3 a limit stopped the search (the image shows what was proven).");
  g_option_context_add_main_entries (context, entries, NULL);
  add_solve_entries (context, &args);

  rest = cli_parse_options (context, "render", argc, argv);
  if (rest == NULL)
    return CLI_EXIT_USAGE;
  if (!resolve_settings (&args, &settings))
    return CLI_EXIT_USAGE;

  if (g_strv_length (rest) < 2)
    return cli_fail (CLI_EXIT_USAGE, "render: missing POSITION, such as x.o/.x./..o "
                     "(try 'noughts-cli render --help')");
  if (g_strv_length (rest) > 2)
    return cli_fail (CLI_EXIT_USAGE, "render: unexpected argument '%s' after the "
                     "position '%s'", rest[2], rest[1]);
  if (args.output == NULL)
    return cli_fail (CLI_EXIT_USAGE, "render: missing --output FILE.png, .svg or .pdf");
  if (!noughts_image_format_from_path (args.output, &format, &error))
    return cli_fail (CLI_EXIT_USAGE, "--output '%s': %s", args.output, error->message);

  noughts_image_options_init (&options);
  if (args.size != NULL)
    {
      if (!parse_unsigned ("--size", args.size, 16, 10000, &number))
        return CLI_EXIT_USAGE;
      options.size = (int) number;
    }
  options.heat_map = args.heat_map;
  options.coordinates = !args.no_coordinates;
  options.pv_numbers = args.pv_numbers;
  options.dark = args.dark;

  if (!read_position (&settings, rest[1], &pos, &error))
    return cli_fail (CLI_EXIT_USAGE, "position '%s': %s", rest[1], error->message);

  solver = mnk_solver_new (&settings.solver);
  analysis = analyze_position (solver, &settings, &pos, &error);
  if (analysis == NULL)
    return cli_fail (status_for_error (error), "position '%s': %s", rest[1], error->message);

  if (!noughts_export_board_image (&pos, analysis, &options, format, args.output, &error))
    return cli_fail (CLI_EXIT_FAILURE, "--output '%s': %s", args.output, error->message);
  return analysis_is_exact (analysis) ? CLI_EXIT_OK : CLI_EXIT_LIMIT;
}
