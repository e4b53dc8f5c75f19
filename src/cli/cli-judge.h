/* cli-judge.h — `noughts-cli judge` and `noughts-cli gen`: the judge
 * problems of problems.md. Each returns the process exit status. */
#pragma once

/* argv[0] is "judge" / "gen". */
int noughts_cli_judge (int argc, char **argv);
int noughts_cli_gen (int argc, char **argv);
