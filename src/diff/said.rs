//! A [`Divergence`] in the words of a language: its explanation and how each trace goes on,
//! from the language's table of verdicts ([`crate::lang::verdicts`]). The `Display` of
//! [`Explanation`] and [`Side::describe`] are the English.

use super::{differing, fields_in, Explanation, Side};
use crate::event::Event;
use crate::lang::{fill, Arg, Messages};

/// A value of a template: a count, or text already written.
enum V {
    N(u64),
    T(String),
}

/// `template` filled from `args`.
fn say(template: &str, args: &[(&str, V)]) -> String {
    let args: Vec<(&str, Arg<'_>)> = args
        .iter()
        .map(|(name, value)| match value {
            V::N(k) => (*name, Arg::Num(*k)),
            V::T(text) => (*name, Arg::Text(text.as_bytes())),
        })
        .collect();
    let mut out = Vec::new();
    fill(&mut out, template, &args);
    String::from_utf8_lossy(&out).into_owned()
}

impl Side {
    /// One line in the words of `m`: `140 events (steps 0-139), n=4, 2 solutions, ends with
    /// done, complete`.
    pub fn said(&self, m: &Messages) -> String {
        let v = m.verdicts;
        let end = match self.complete {
            Some(true) => v.diff_end[0],
            Some(false) => v.diff_end[1],
            None => v.diff_end[2],
        };
        say(
            v.diff_side,
            &[
                ("events", V::N(self.events)),
                ("last", V::N(self.events.saturating_sub(1))),
                ("n", V::N(u64::from(self.n))),
                ("s", V::N(self.solutions)),
                ("end", V::T(end.to_string())),
            ],
        )
    }
}

impl Explanation<'_> {
    /// The explanation in the words of `m`; every event and value quoted from the traces
    /// through `data`, where a front end isolates it for a language written right to left.
    pub fn said(&self, m: &Messages, data: &dyn Fn(&str) -> String) -> String {
        let (d, v) = (self.0, m.verdicts);
        let (step, a, b) = (d.step, d.a.as_ref(), d.b.as_ref());
        let is_end = |e: Option<&Event>| matches!(e, None | Some(Event::Done { .. }));
        let name = |name: &str| V::T(name.to_string());
        let stops = |who: &str, e: Option<&Event>, side: &Side, other: &str, on: &Side| {
            let stop = match e {
                Some(_) => say(
                    v.diff_stops,
                    &[("name", name(who)), ("k", V::N(side.solutions)), ("step", V::N(step))],
                ),
                None => {
                    say(v.diff_ends, &[("name", name(who)), ("last", V::N(step.saturating_sub(1)))])
                }
            };
            let last = V::N(on.events.saturating_sub(1));
            stop + &say(v.diff_goes_on, &[("name", name(other)), ("last", last)])
        };
        let mut out = match (a, b) {
            (Some(Event::Start { n: na, .. }), Some(Event::Start { n: nb, .. })) if na != nb => {
                let n = |k: &u32| V::N(u64::from(*k));
                say(v.diff_boards, &[("na", n(na)), ("nb", n(nb))])
            }
            _ if step == 0 && d.limits.is_some() => v.diff_limit_only.to_string(),
            _ if is_end(b) && !is_end(a) => stops("B", b, &d.b_side, "A", &d.a_side),
            _ if is_end(a) && !is_end(b) => stops("A", a, &d.a_side, "B", &d.b_side),
            _ => {
                let problem = d.problem();
                let problem = problem.as_deref();
                let has = |e: Option<&Event>| {
                    e.map_or(String::new(), |e| crate::problem::said(problem, e, m))
                };
                let (ha, hb) = (has(a), has(b));
                let shown = |text: String| match text.is_empty() {
                    true => v.diff_nothing.to_string(),
                    false => data(&text),
                };
                if ha == hb {
                    // The difference is in a field the short form leaves out, such as the step.
                    let named: Vec<String> = differing(a, b, &d.schema)
                        .iter()
                        .map(|field| {
                            let value = |e: Option<&Event>| {
                                let value = e.and_then(|e| {
                                    fields_in(e, &d.schema).into_iter().find(|x| x.0 == *field)
                                });
                                shown(value.map_or(String::new(), |x| x.1))
                            };
                            say(
                                v.diff_field,
                                &[
                                    ("field", V::T(data(field))),
                                    ("a", V::T(value(a))),
                                    ("b", V::T(value(b))),
                                ],
                            )
                        })
                        .collect();
                    say(
                        v.diff_both,
                        &[("event", V::T(shown(ha))), ("fields", V::T(named.join(", ")))],
                    )
                } else {
                    say(v.diff_has, &[("a", V::T(shown(ha))), ("b", V::T(shown(hb)))])
                }
            }
        };
        if let Some((la, lb)) = d.limits {
            let show =
                |l: Option<u64>| V::T(l.map_or(v.diff_no_limit.to_string(), |k| k.to_string()));
            let template = if step > 0 { v.diff_limits_too } else { v.diff_limits };
            out += &say(template, &[("a", show(la)), ("b", show(lb))]);
        }
        out
    }
}
