//! The results files of `check --format`, each as its platform's documentation defines it:
//!
//! - `junit`: JUnit XML (CodeGrade and GitHub's test reporters read it), one test case per n;
//! - `gradescope`: the `results.json` of Gradescope's autograder specification
//!   (gradescope-autograders.readthedocs.io, "Autograder Specifications": a top-level `score`,
//!   `tests[]` of `name`, `score`, `max_score`, `status`, `output`, `visibility`);
//! - `prairielearn`: the `results.json` of PrairieLearn's external grading (docs "External
//!   Grading", grading results: `gradable`, `score` from 0 to 1, `message`, `tests[]` of `name`,
//!   `points`, `max_points`, `message`, `output`);
//! - `classroom`: the JSON a GitHub Classroom runner hands to
//!   `classroom-resources/autograding-grading-reporter` (`version`, `status` of `pass`, `fail`
//!   or `error`, `max_score`, `tests[]` of `name`, `status`, `score`, `message`).
//!
//! The JSON Schemas under `schemas/` are written from the same documentation, and the tests
//! validate every file against them. No times or host names go in, so the same runs give the
//! same bytes. Every piece of the program's text is escaped and capped before it gets here;
//! serde_json then writes it as JSON, and the XML goes through the HTML escaper.

use super::words::{self, Value, Words};
use super::{total as total_line, Failure, Run};
use clap::ValueEnum;
use nqueens_trace::check::grade::Total;
use nqueens_trace::export::escape;
use serde_json::{json, Value as Json};

/// A results file's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// JUnit XML, one test case per n.
    Junit,
    /// Gradescope's results.json.
    Gradescope,
    /// PrairieLearn's external grading results.json.
    Prairielearn,
    /// The JSON of a GitHub Classroom runner, for the autograding grading reporter.
    Classroom,
}

impl Format {
    /// The name a message gives the report: `JUnit`, `Gradescope`…
    pub fn title(self) -> &'static str {
        match self {
            Format::Junit => "JUnit",
            Format::Gradescope => "Gradescope",
            Format::Prairielearn => "PrairieLearn",
            Format::Classroom => "GitHub Classroom",
        }
    }
}

/// The results file of `runs` in `format`; `suite` names the command (escaped and capped).
/// The messages are in the language of `w`; the names, kinds and statuses are the
/// platforms' own.
pub fn results(format: Format, suite: &str, runs: &[Run], w: &Words) -> String {
    let value = match format {
        Format::Junit => return junit(suite, runs, w),
        Format::Gradescope => gradescope(runs, w),
        Format::Prairielearn => prairielearn(runs, w),
        Format::Classroom => classroom(runs, w),
    };
    // Pretty, with a final line end: a file a teacher opens, and the same bytes every time.
    let mut text = serde_json::to_string_pretty(&value).expect("JSON values always serialise");
    text.push('\n');
    text
}

/// The points a run earned ([`Run::earned`]) as JSON
/// ([`Hundredths::json`](nqueens_trace::check::grade::Hundredths::json)).
fn score(run: &Run) -> Json {
    run.earned().json()
}

/// The line that says what became of a run, without its `n=`.
fn message(run: &Run) -> String {
    match &run.outcome {
        Ok(what) => what.clone(),
        Err(failure) => failure.why.clone(),
    }
}

/// What the program said of a failed run (its last line of standard error), or nothing.
fn said(run: &Run) -> String {
    match &run.outcome {
        Err(Failure { said: Some(said), .. }) => said.clone(),
        _ => String::new(),
    }
}

/// What the runs add up to, in integers that do not wrap ([`Total`]).
fn total(runs: &[Run]) -> Total {
    Total::of(runs.iter().map(|r| (r.earned(), r.points)))
}

fn gradescope(runs: &[Run], w: &Words) -> Json {
    let tests: Vec<Json> = runs
        .iter()
        .map(|run| {
            let status = if run.outcome.is_ok() { "passed" } else { "failed" };
            let mut output = message(run);
            let said = said(run);
            if !said.is_empty() {
                let said = w.say(w.m.check_program_said, &[("said", Value::Data(&said))]);
                output = format!("{output}\n{said}");
            }
            json!({
                "name": run.case(),
                "score": score(run),
                "max_score": run.points,
                "status": status,
                "output": output,
                "visibility": "visible",
            })
        })
        .collect();
    json!({
        "score": total(runs).earned.json(),
        "output": total_line(runs, w),
        "tests": tests,
    })
}

fn prairielearn(runs: &[Run], w: &Words) -> Json {
    // A score from 0 to 1; with no points at stake, all or nothing.
    let fraction = total(runs).fraction(runs.iter().all(|r| r.outcome.is_ok()));
    let tests: Vec<Json> = runs
        .iter()
        .map(|run| {
            json!({
                "name": run.case(),
                "points": score(run),
                "max_points": run.points,
                "message": message(run),
                "output": said(run),
            })
        })
        .collect();
    json!({
        "gradable": true,
        "score": fraction,
        "message": total_line(runs, w),
        "tests": tests,
    })
}

fn classroom(runs: &[Run], w: &Words) -> Json {
    let status_of = |run: &Run| match &run.outcome {
        Ok(_) => "pass",
        // The program did not run to the end of its trace: it crashed, hung or waited.
        Err(f) if matches!(f.kind.as_str(), "crash" | "timeout" | "stdin") => "error",
        Err(_) => "fail",
    };
    let tests: Vec<Json> = runs
        .iter()
        .map(|run| {
            let message = match &run.outcome {
                Ok(what) => what.clone(),
                Err(failure) => failure.line(w),
            };
            json!({
                "name": run.case(),
                "status": status_of(run),
                "score": score(run),
                "message": message,
            })
        })
        .collect();
    let status = if runs.iter().all(|r| r.outcome.is_ok()) {
        "pass"
    } else if runs.iter().any(|r| status_of(r) == "fail") {
        "fail"
    } else {
        "error"
    };
    json!({
        "version": 1,
        "status": status,
        "max_score": total(runs).max,
        "tests": tests,
    })
}

/// The JUnit XML of the runs: one test suite, one test case per n, a failure for each run
/// that is not valid, whose type says how (`invalid: try-row`, `crash`, `timeout`,
/// `unreadable`) and whose message says what happened; where the program said something of it
/// (its last line of standard error), the failure's text is the whole line with that quote,
/// so that each piece of the program's text is quoted once per run. All text is escaped first
/// (so no character that XML 1.0 forbids, such as U+FFFE, is left), then made XML.
fn junit(suite: &str, runs: &[Run], w: &Words) -> String {
    let suite = escape::html(suite);
    let failures = runs.iter().filter(|r| r.outcome.is_err()).count();
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <testsuites tests=\"{}\" failures=\"{failures}\">\n\
         <testsuite name=\"nqueens-trace check: {suite}\" tests=\"{}\" failures=\"{failures}\" errors=\"0\">\n",
        runs.len(),
        runs.len()
    );
    for run in runs {
        let case = format!(
            "  <testcase classname=\"nqueens-trace check\" name=\"{}\"",
            escape::html(&run.case())
        );
        match &run.outcome {
            Ok(what) => {
                xml += &format!(
                    "{case}>\n    <system-out>{}</system-out>\n  </testcase>\n",
                    escape::html(&words::plain(what))
                );
            }
            Err(failure) => {
                let (kind, why) =
                    (escape::html(&failure.kind), escape::html(&words::plain(&failure.why)));
                let failure = match failure.said {
                    Some(_) => format!(
                        "<failure type=\"{kind}\" message=\"{why}\">{}</failure>",
                        escape::html(&words::plain(&failure.line(w)))
                    ),
                    None => format!("<failure type=\"{kind}\" message=\"{why}\"/>"),
                };
                xml += &format!("{case}>\n    {failure}\n  </testcase>\n");
            }
        }
    }
    xml += "</testsuite>\n</testsuites>\n";
    xml
}
