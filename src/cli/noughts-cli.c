/* noughts-cli.c — the command-line twin of Noughts: dispatches a command
 * (analyze, count, judge, gen, render) and owns what the commands share,
 * the one-line error report and option parsing. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-judge.h"

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *synopsis;
  const char *summary;
} CliCommand;

static const CliCommand commands[] = {
  { "analyze", noughts_cli_analyze, "analyze [OPTION...] POSITION",
    "exact analysis of one position (or of a file of them with --input)" },
  { "count", noughts_cli_count, "count --game M,N,K [--games]",
    "reachable positions from the empty board (perft-style)" },
  { "judge", noughts_cli_judge, "judge PROBLEM",
    "stdin -> stdout in a judge problem's format" },
  { "gen", noughts_cli_gen, "gen PROBLEM [--count N] [--seed S]",
    "random valid input for a judge problem" },
  { "render", noughts_cli_render, "render [OPTION...] POSITION --output FILE",
    "the analysed board (or its best line) as a PNG, SVG or PDF image" },
  { "strategy", noughts_cli_strategy, "strategy --side x|o --output FILE POSITION",
    "a side's complete optimal strategy as a map of boards" },
};

int
cli_fail (int status, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* one line, whatever the message held */
  g_strdelimit (message, "\r\n", ' ');
  fflush (stdout);
  fprintf (stderr, "noughts-cli: %s\n", message);
  return status;
}

GOptionContext *
cli_command_context (const char *parameter, const char *summary, const char *description)
{
  GOptionContext *context = g_option_context_new (parameter);

  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context, description);
  return context;
}

/* "---/-o-/---" or "-x-/... o": every character could be part of a
 * position and there is a row separator, so it is no option. */
static gboolean
looks_like_position (const char *arg)
{
  return arg[0] == '-' && strchr (arg, '/') != NULL
         && strspn (arg, ".-_xXoO0/ ") == strlen (arg);
}

char **
cli_parse_options (GOptionContext *context, const char *command,
                   int argc, char **argv)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) positions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) strv = NULL;
  g_autofree char *prgname = g_strdup_printf ("noughts-cli %s", command);

  /* GOptionContext's usage line reads "Usage: PRGNAME [OPTION…] ARGS". */
  g_set_prgname (prgname);

  for (int i = 0; i < argc; i++)
    {
      if (i > 0 && looks_like_position (argv[i]))
        g_ptr_array_add (positions, g_strdup (argv[i]));
      else
        g_ptr_array_add (args, g_strdup (argv[i]));
    }
  g_ptr_array_add (args, NULL);
  strv = (GStrv) g_ptr_array_steal (args, NULL);

  if (!g_option_context_parse_strv (context, &strv, &error))
    {
      cli_fail (CLI_EXIT_USAGE, "%s: %s (try 'noughts-cli %s --help')",
                command, error->message, command);
      return NULL;
    }

  for (int i = 0; strv[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (strv[i]));
  for (guint i = 0; i < positions->len; i++)
    g_ptr_array_add (args, g_strdup (g_ptr_array_index (positions, i)));
  g_ptr_array_add (args, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&args), FALSE);
}

static void
print_help (FILE *out)
{
  fprintf (out,
           "Usage:\n"
           "  noughts-cli COMMAND [OPTION...] [ARGUMENT...]\n"
           "\n"
           "Exact analysis of tic-tac-toe and m,n,k-games (k in a row on an m-by-n board).\n"
           "\n"
           "Commands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %s\n      %s\n", commands[i].synopsis, commands[i].summary);
  fprintf (out,
           "\n"
           "Options:\n"
           "  -h, --help       Show this help; 'noughts-cli COMMAND --help' shows a command's options\n"
           "  -V, --version    Show the version\n"
           "\n"
           "A POSITION lists rows from the top separated by '/', cells left to right:\n"
           "'.' '-' '_' empty, 'x' 'X' cross, 'o' 'O' '0' nought, then optionally\n"
           "a space and the side to move. Cells are named a1 (top left) to c3 on 3x3.\n"
           "\n"
           "Examples:\n"
           "  noughts-cli analyze x.o/.x./..o\n"
           "  noughts-cli analyze --format json --score quick '..../.xo./.ox./.... x' --game 4,4,3\n"
           "  noughts-cli analyze --input positions.txt --format csv\n"
           "  noughts-cli count --game 3,3,3 --games\n"
           "  noughts-cli judge ccf-201803-4 < input.txt\n"
           "  noughts-cli render x.o/.x./..o --heat-map --output board.png\n"
           "  noughts-cli strategy --side x --output strategy.pdf .../.../...\n"
           "\n"
           "Exit status: 0 success, 1 failure, 2 bad usage or input, 3 a limit stopped the search.\n");
}

int
main (int argc, char **argv)
{
  const char *name;

  setlocale (LC_ALL, "");
  /* numbers in every output use '.', whatever the user's locale */
  setlocale (LC_NUMERIC, "C");

  if (argc < 2)
    {
      print_help (stderr);
      return CLI_EXIT_USAGE;
    }

  name = argv[1];
  if (g_str_equal (name, "--help") || g_str_equal (name, "-h")
      || g_str_equal (name, "help") || g_str_equal (name, "-?"))
    {
      /* "noughts-cli help analyze" is "noughts-cli analyze --help" */
      if (g_str_equal (name, "help") && argc > 2)
        {
          char *help_argv[] = { argv[2], (char *) "--help", NULL };

          for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
            if (g_str_equal (argv[2], commands[i].name))
              return commands[i].run (2, help_argv);
          return cli_fail (CLI_EXIT_USAGE, "unknown command '%s' (try 'noughts-cli --help')",
                           argv[2]);
        }
      print_help (stdout);
      return CLI_EXIT_OK;
    }
  if (g_str_equal (name, "--version") || g_str_equal (name, "-V"))
    {
      printf ("noughts-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (name, commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  if (name[0] == '-')
    return cli_fail (CLI_EXIT_USAGE, "unknown option '%s' before the command "
                     "(try 'noughts-cli --help')", name);
  return cli_fail (CLI_EXIT_USAGE, "unknown command '%s': expected analyze, count, "
                   "judge, gen, render or strategy (try 'noughts-cli --help')", name);
}
