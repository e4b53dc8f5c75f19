/* cli-analyze.c — `noughts-cli analyze`: one position, or a file of them
 * through one solver, printed as text, JSON or CSV. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-settings.h"

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
    case CLI_FORMAT_JSON:
      text = noughts_export_json (analysis, solver, settings->tree_depth, !batch,
                                  cli_interrupt_cancellable (), error);
      if (text == NULL)
        return FALSE;
      break;

    case CLI_FORMAT_CSV:
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

    case CLI_FORMAT_TEXT:
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

  if (!cli_read_position (settings, text, &pos, &error))
    return cli_fail (CLI_EXIT_USAGE, "position '%s': %s", text, error->message);

  solver = mnk_solver_new (&settings->solver);
  analysis = cli_analyze_position (solver, settings, &pos, &error);
  if (analysis == NULL)
    return cli_fail (cli_status_for_error (error), "position '%s': %s", text, error->message);

  if (!print_analysis (settings, solver, analysis, FALSE, 1, &error))
    {
      if (cli_interrupted ())
        return cli_fail (CLI_EXIT_LIMIT, "position '%s': interrupted while building "
                         "the game tree", text);
      return cli_fail (CLI_EXIT_FAILURE, "position '%s': %s", text, error->message);
    }
  if (cli_interrupted ())
    return cli_fail (CLI_EXIT_LIMIT, "position '%s': interrupted; what was proven "
                     "is printed", text);
  return cli_analysis_is_exact (analysis) ? CLI_EXIT_OK : CLI_EXIT_LIMIT;
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

      if (!cli_read_position (settings, line, &pos, &error))
        {
          status = cli_fail (CLI_EXIT_USAGE, "line %u of %s: %s", line_number, name,
                             error->message);
          break;
        }

      g_free (settings->progress.label);
      settings->progress.label = g_strdup_printf ("line %u: ", line_number);
      analysis = cli_analyze_position (solver, settings, &pos, &error);
      if (analysis == NULL)
        {
          status = cli_fail (cli_status_for_error (error), "line %u of %s: %s",
                             line_number, name, error->message);
          break;
        }

      if (!print_analysis (settings, solver, analysis, TRUE, ++printed, &error))
        {
          status = cli_interrupted ()
                   ? cli_fail (CLI_EXIT_LIMIT, "line %u of %s: interrupted while building "
                               "the game tree", line_number, name)
                   : cli_fail (CLI_EXIT_FAILURE, "line %u of %s: %s", line_number, name,
                               error->message);
          break;
        }
      if (cli_interrupted ())
        {
          status = cli_fail (CLI_EXIT_LIMIT, "line %u of %s: interrupted; what was proven "
                             "is printed and the lines after it were not analysed",
                             line_number, name);
          break;
        }
      if (!cli_analysis_is_exact (analysis))
        status = CLI_EXIT_LIMIT;
    }

  if (status != CLI_EXIT_USAGE && status != CLI_EXIT_FAILURE && ferror (file))
    status = cli_fail (CLI_EXIT_FAILURE, "--input '%s': reading line %u: %s", path,
                       line_number + 1, g_strerror (errno));
  if (!from_stdin)
    fclose (file);
  return status;
}

/* ---- the commands ---------------------------------------------------------- */

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

  context = cli_command_context ("POSITION",
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
  cli_add_position_entries (context, &args);
  cli_add_solve_entries (context, &args);

  rest = cli_parse_settings (context, "analyze", argc, argv, &args, &settings);
  if (rest == NULL)
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

  cli_settings_clear (&settings);
  return status;
}
