//! The player as a student sees it, measured in Chromium by the boxes the page lays out, not by
//! its DOM alone: the search tree keeps the path and the current step inside its pane at every
//! step, on a desk and on a phone; the whole tree fits or says it cannot; the page follows its
//! address; nothing moves as the counters grow; Persian reads right to left down to its arrows.

use crate::browser::{player_with, viewport, Driver};
use crate::util::{chromium, tmp};
use std::time::{Duration, Instant};

/// The desk and the phone of issue 34: width, height, and whether it is a phone.
const SCREENS: [(u32, u32, bool); 2] = [(1366, 768, false), (390, 844, true)];

/// Opens `page#hash` at `screen`, the tree's tab chosen on a phone, laid out as a person sees it.
fn open(driver: &Driver, page: &std::path::Path, hash: &str, (w, h, phone): (u32, u32, bool)) {
    viewport(driver, w, h, phone);
    driver.open_player(page, hash);
    if phone {
        driver.click("#tabs button[data-pane='tree-pane']");
    }
    driver.script(
        "return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));",
    );
}

/// A function `inside(el)` for the page: whether `el`'s box lies wholly inside the tree's
/// picture, and the picture inside the window (so that a person sees it).
const INSIDE: &str = "const inside = (el) => {
    const r = el.getBoundingClientRect(), box = document.querySelector('#tree svg').getBoundingClientRect();
    return r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5 &&
      r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5; };";

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_tree_shows_the_path_and_the_current_step_inside_its_pane_at_every_step() {
    // At each record the slider is dragged to: the mark of the current step (its ring) and
    // every mark of the path, the root and each queen standing, lie inside the picture, which
    // lies inside the window; the path has a mark per queen of the board. Every step of n=4 to
    // 6; one in 7 of n=7's and one in 97 of n=8's (prime strides, so every kind comes up).
    let driver = Driver::start(&chromium());
    let dir = tmp();
    for n in 4..=8u32 {
        let page = player_with(dir.path(), &[&n.to_string()]);
        let stride = match n {
            7 => 7,
            8 => 97,
            _ => 1,
        };
        for screen in SCREENS {
            open(&driver, &page, "", screen);
            let shown = driver.script(&format!(
                "{INSIDE}
                 document.getElementById('tree').scrollIntoView({{block: 'nearest'}});
                 const s = document.getElementById('slider'), out = [], last = Number(s.max);
                 const svg = document.querySelector('#tree svg').getBoundingClientRect();
                 const seen = svg.top >= 0 && svg.bottom <= innerHeight && svg.left >= 0 && svg.right <= innerWidth;
                 for (let i = 0; i <= last; i = i < last && i + {stride} > last ? last : i + {stride}) {{
                   s.value = i;
                   s.dispatchEvent(new Event('input'));
                   const kind = TRACE.steps[i][1], queens = TRACE.steps[i][7].length;
                   const ring = document.querySelector('#tree .t-svg .t-ring');
                   const path = [...document.querySelectorAll('#tree g.t-path')];
                   const wants = 'tarbS'.includes(kind);
                   const bad = [];
                   if (wants && !ring) bad.push('no current mark');
                   if (ring && !inside(ring.closest('g'))) bad.push('the current mark is out of the pane');
                   if (path.length !== queens + 1) bad.push(path.length + ' marks on the path for ' + queens + ' queens');
                   path.forEach((g) => {{ if (!inside(g)) bad.push('a queen of the path is out of the pane'); }});
                   if (bad.length) out.push([TRACE.steps[i][0], bad.join('; ')]);
                 }}
                 return [seen, out];"
            ));
            let (seen, bad): (bool, Vec<(u64, String)>) = serde_json::from_value(shown).unwrap();
            let at = format!("n={n} at {}x{}", screen.0, screen.1);
            assert!(seen, "{at}: the tree's picture is not inside the window");
            assert!(
                bad.is_empty(),
                "{at}: {} steps wrong, the first: {:?}",
                bad.len(),
                &bad[..bad.len().min(5)]
            );
        }
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn beside_the_code_the_tree_keeps_its_path_legible_and_inside_its_pane() {
    // With the code pane the tree has a third of the height: its legend folds behind its
    // button, and the path is drawn no smaller than labels of 11 px. At 1366x768 the whole
    // path of n=4 to 8 still fits, every queen of it inside the picture with its column at
    // least 11 px tall; on a phone too. Without the code, the legend stays open on a desk.
    let driver = Driver::start(&chromium());
    let dir = tmp();
    for n in 4..=8u32 {
        let page = player_with(dir.path(), &[&n.to_string(), "--code", "python"]);
        let stride = match n {
            4 | 5 => 1,
            6 => 7,
            7 => 31,
            _ => 293,
        };
        for screen in SCREENS {
            open(&driver, &page, "", screen);
            let shown = driver.script(&format!(
                "{INSIDE}
                 document.getElementById('tree').scrollIntoView({{block: 'nearest'}});
                 const s = document.getElementById('slider'), out = [], last = Number(s.max);
                 let least = Infinity;
                 for (let i = 0; i <= last; i = i < last && i + {stride} > last ? last : i + {stride}) {{
                   s.value = i;
                   s.dispatchEvent(new Event('input'));
                   const queens = TRACE.steps[i][7].length, bad = [];
                   const ring = document.querySelector('#tree .t-svg .t-ring');
                   if (ring && !inside(ring.closest('g'))) bad.push('the current mark is out of the pane');
                   const path = [...document.querySelectorAll('#tree g.t-path')];
                   if (path.length !== queens + 1) bad.push(path.length + ' marks on the path for ' + queens + ' queens');
                   path.forEach((g) => {{ if (!inside(g)) bad.push('a queen of the path is out of the pane'); }});
                   const labels = [...document.querySelectorAll('#tree g.t-path > text:first-of-type, #tree g.t-try > text')];
                   if (labels.length < queens) bad.push(labels.length + ' labels for ' + queens + ' queens');
                   for (const t of labels) least = Math.min(least, t.getBoundingClientRect().height);
                   if (bad.length) out.push([TRACE.steps[i][0], bad.join('; ')]);
                 }}
                 const button = document.getElementById('tree-legend');
                 return [out, least, document.querySelector('#tree .t-legend').hidden,
                         button.getAttribute('aria-expanded'), button.textContent];"
            ));
            let (bad, least, hidden, expanded, word): (
                Vec<(u64, String)>,
                f64,
                bool,
                String,
                String,
            ) = serde_json::from_value(shown).unwrap();
            let at = format!("n={n} beside the code at {}x{}", screen.0, screen.1);
            assert!(
                bad.is_empty(),
                "{at}: {} steps wrong, the first: {:?}",
                bad.len(),
                &bad[..bad.len().min(5)]
            );
            assert!(least >= 11.0, "{at}: a label of the path is {least} px tall");
            if !screen.2 {
                assert!(hidden && expanded == "false", "{at}: the legend is not folded");
            }
            assert_eq!(word, "legend", "{at}: the legend's button");
        }
    }
    // The legend's button shows it; the path stays at its size, the current mark in view.
    let (eight, six) = (tmp(), tmp());
    let page = player_with(eight.path(), &["8", "--code", "python"]);
    open(&driver, &page, "step=945&lang=fa", SCREENS[0]);
    driver.click("#tree-legend");
    let opened: (bool, String, f64, bool) = serde_json::from_value(driver.script(&format!(
        "{INSIDE}
         const labels = [...document.querySelectorAll('#tree g.t-path > text:first-of-type, #tree g.t-try > text')];
         return [document.querySelector('#tree .t-legend').hidden,
                 document.getElementById('tree-legend').textContent,
                 Math.min(...labels.map((t) => t.getBoundingClientRect().height)),
                 inside(document.querySelector('#tree .t-svg .t-ring').closest('g'))];"
    )))
    .unwrap();
    assert_eq!(
        opened,
        (false, "راهنما".to_string(), opened.2, true),
        "the legend opened in Persian"
    );
    assert!(opened.2 >= 11.0, "a label of the path is {} px tall with the legend open", opened.2);
    // Without the code, a desk has room: the legend stays open.
    let plain = player_with(six.path(), &["6"]);
    open(&driver, &plain, "step=900", SCREENS[0]);
    assert_eq!(driver.script("return document.querySelector('#tree .t-legend').hidden;"), false);
}

/// Every mark and every row's name of the tree inside its picture, and no two labels (the
/// rows' names, the queens' columns) over each other: `[inside, overlaps]`.
const WHOLE: &str = "(() => {
    const marks = [...document.querySelectorAll('#tree g[data-i]')];
    const rows = [...document.querySelectorAll('#tree .t-rows text')];
    const labels = [...rows, ...document.querySelectorAll('#tree g.t-q > text:first-of-type')].map((t) => t.getBoundingClientRect());
    let overlaps = 0;
    for (let a = 0; a < labels.length; a++) for (let b = a + 1; b < labels.length; b++) {
      const p = labels[a], q = labels[b];
      if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5) overlaps++;
    }
    return [[...marks, ...rows].every(inside), overlaps, marks.length];
  })()";

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_whole_tree_fits_the_pane_or_says_it_cannot_and_shows_the_path() {
    let driver = Driver::start(&chromium());
    // Each page in its own folder: the export writes player.html.
    let (dir4, dir6) = (tmp(), tmp());
    let four = player_with(dir4.path(), &["4"]);
    let six = player_with(dir6.path(), &["6"]);
    // n=4 at its end, on a desk: the whole tree, every mark in the picture, no label on another.
    open(&driver, &four, "step=139", SCREENS[0]);
    driver.click("#tree-fit");
    let whole: (bool, u64, u64) =
        serde_json::from_value(driver.script(&format!("{INSIDE} return {WHOLE};"))).unwrap();
    assert_eq!((whole.0, whole.1), (true, 0), "n=4 whole: {whole:?}");
    // The root, its four queens, and what the two open ones hold: 29 marks, none folded away.
    assert_eq!(whole.2, 29, "the whole tree of n=4");
    assert_eq!(driver.script("return document.querySelector('#tree .t-note').hidden;"), true);
    // It stays whole, and fitted, as the search goes on.
    for step in ["step=20", "step=60", "step=100"] {
        driver.script(&format!("location.hash = '{step}';"));
        wait_for(&driver, &step[5..]);
        let whole: (bool, u64, u64) =
            serde_json::from_value(driver.script(&format!("{INSIDE} return {WHOLE};"))).unwrap();
        assert_eq!((whole.0, whole.1), (true, 0), "n=4 whole at {step}: {whole:?}");
    }
    // n=6 at step 900, on a desk and on a phone: too wide; the pane says so, in the page's
    // language, and shows the path, inside the picture.
    for (screen, lang, start) in
        [(SCREENS[0], "en", "the whole tree so far is "), (SCREENS[1], "zh", "目前整棵树宽 ")]
    {
        open(&driver, &six, &format!("step=900&lang={lang}"), screen);
        driver.click("#tree-fit");
        let said: (bool, String, bool) = serde_json::from_value(driver.script(&format!(
            "{INSIDE} const note = document.querySelector('#tree .t-note');
             return [note.hidden, note.textContent,
                     [...document.querySelectorAll('#tree g.t-path, #tree .t-svg .t-ring')].every(inside)];"
        )))
        .unwrap();
        assert!(!said.0 && said.1.starts_with(start), "{lang}: {said:?}");
        // A whole number of marks, the tree's leaves side by side.
        let wide: String = said.1[start.len()..].chars().take_while(char::is_ascii_digit).collect();
        assert!(wide.parse::<u32>().is_ok_and(|k| k > 20), "{lang}: {said:?}");
        assert!(said.2, "{lang}: the path is out of the pane");
        // The follow button is the path again, the note gone.
        driver.click("#tree-follow");
        assert_eq!(driver.script("return document.querySelector('#tree .t-note').hidden;"), true);
    }
}

/// Waits until the board shows `step` (the page follows a new address on the next task).
fn wait_for(driver: &Driver, step: &str) -> String {
    let start = Instant::now();
    loop {
        let shown: String = serde_json::from_value(
            driver.script("return document.getElementById('board').dataset.step;"),
        )
        .unwrap();
        if shown == step || start.elapsed() > Duration::from_secs(5) {
            return shown;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn the_page_follows_its_address_and_back_and_forward() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = player_with(dir.path(), &["6"]);
    driver.open_player(&page, "step=14");
    assert_eq!(wait_for(&driver, "14"), "14");
    // A new address on the open page: the page goes there, the slider and the log with it.
    driver.script("location.hash = 'step=500';");
    assert_eq!(wait_for(&driver, "500"), "500");
    let moved: (String, String) = serde_json::from_value(driver.script(
        "return [document.getElementById('slider').value,
                 document.querySelector('#log li.cur').textContent];",
    ))
    .unwrap();
    assert_eq!(moved.0, "500");
    assert!(!moved.1.is_empty());
    // Back and Forward, as the browser's buttons.
    driver.session_call("POST", "/back", serde_json::json!({}));
    assert_eq!(wait_for(&driver, "14"), "14", "Back");
    driver.session_call("POST", "/forward", serde_json::json!({}));
    assert_eq!(wait_for(&driver, "500"), "500", "Forward");
    // An address with a language and a theme switches them too.
    driver.script("location.hash = 'step=600&lang=fa&theme=dark';");
    assert_eq!(wait_for(&driver, "600"), "600");
    let state = driver
        .script("return [document.documentElement.lang, document.documentElement.dataset.scheme];");
    assert_eq!(state, serde_json::json!(["fa", "dark"]));
}

/// The boxes of what must hold still, as `[name, left, top, width, height]`.
const STILL: &str = "(() => {
    const out = [];
    for (const sel of ['header', 'h1', '#counters', '#switches', '#board', '#tree-pane', '#log-pane',
                       'footer', '#steps', '#slider', ...[...document.querySelectorAll('.counter')].map((c) => '#' + c.id)]) {
      const el = document.querySelector(sel);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      out.push([sel, r.left, r.top, r.width, r.height]);
    }
    return out;
  })()";

#[test]
#[ignore = "needs chromium and chromedriver"]
fn nothing_on_the_page_moves_when_a_number_grows() {
    // Issue 34: the Chinese header wrapped at step 102 at 1366x768 and the board dropped 39 px.
    // At steps 1, 102 and the last (four digits), in Chinese, English and Persian, the header,
    // each counter, the board, the panes and the controls keep their boxes to the pixel.
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = player_with(dir.path(), &["6"]);
    viewport(&driver, 1366, 768, false);
    for lang in ["zh", "en", "fa"] {
        driver.open_player(&page, &format!("step=1&lang={lang}"));
        let at = |step: &str| -> Vec<(String, f64, f64, f64, f64)> {
            driver.script(&format!(
                "const s = document.getElementById('slider');
                 s.value = TRACE.steps.findIndex((r) => r[0] >= {step});
                 s.dispatchEvent(new Event('input'));"
            ));
            serde_json::from_value(driver.script(&format!("return {STILL};"))).unwrap()
        };
        let first = at("1");
        assert!(first.len() >= 16, "{lang}: {first:?}");
        for step in ["102", "1945"] {
            let later = at(step);
            for (a, b) in first.iter().zip(&later) {
                let same = (a.1 - b.1).abs() < 0.5
                    && (a.2 - b.2).abs() < 0.5
                    && (a.3 - b.3).abs() < 0.5
                    && (a.4 - b.4).abs() < 0.5;
                assert!(same, "{lang}: {} moved from step 1 to {step}: {a:?} -> {b:?}", a.0);
            }
        }
        // One row of header: the counters do not wrap under the title.
        let rows: f64 = serde_json::from_value(driver.script(
            "const c = [...document.querySelectorAll('.counter')].map((e) => e.getBoundingClientRect().top);
             return Math.max(...c) - Math.min(...c);",
        ))
        .unwrap();
        assert!(rows < 1.0, "{lang}: the counters wrap ({rows} px between rows)");
    }
}

#[test]
#[ignore = "needs chromium and chromedriver"]
fn persian_controls_and_log_lines_point_the_way_they_read() {
    let driver = Driver::start(&chromium());
    let dir = tmp();
    let page = player_with(dir.path(), &["6", "--lang", "fa"]);
    viewport(&driver, 1366, 768, false);
    driver.open_player(&page, "step=102");
    // The buttons mirror, and so do their arrows: each points the way it moves the slider,
    // whose start is on the right. Left of play: forward, pointing left; right: back, right.
    let buttons: Vec<(String, f64, String)> = serde_json::from_value(driver.script(
        "return ['last', 'next-sol', 'fwd', 'play', 'back', 'prev-sol', 'first'].map((id) => {
           const b = document.getElementById(id);
           return [id, b.getBoundingClientRect().left, b.textContent]; });",
    ))
    .unwrap();
    assert!(buttons.windows(2).all(|w| w[0].1 < w[1].1), "left to right: {buttons:?}");
    for (id, _, text) in &buttons {
        let points =
            if ["last", "next-sol", "fwd", "play"].contains(&id.as_str()) { '◀' } else { '▶' };
        assert!(text.contains(points), "{id}: {text:?} should point {points}");
    }
    let slider: String = serde_json::from_value(
        driver.script("return getComputedStyle(document.getElementById('slider')).direction;"),
    )
    .unwrap();
    assert_eq!(slider, "rtl");
    // The arrow keys step the way the slider's thumb moves: left is forward.
    driver.keys(&["\u{E012}"]);
    assert_eq!(wait_for(&driver, "103"), "103", "← steps forward right to left");
    driver.keys(&["\u{E014}"]);
    assert_eq!(wait_for(&driver, "102"), "102", "→ steps back");
    // A try's line: its arrow, at the right end, drawn turned round, points left into the line.
    driver.script("location.hash = 'step=101';");
    assert_eq!(wait_for(&driver, "101"), "101");
    let arrow: (String, String, f64, f64) = serde_json::from_value(driver.script(
        "const li = document.querySelector('#log li.cur'), a = li.querySelector('.mirror');
         return [a.textContent, getComputedStyle(a).transform, a.getBoundingClientRect().left,
                 li.querySelector('.keep').getBoundingClientRect().right];",
    ))
    .unwrap();
    assert_eq!(arrow.0, "→", "the line's text stays the trace's");
    assert_eq!(arrow.1, "matrix(-1, 0, 0, 1, 0, 0)", "drawn pointing left");
    assert!(arrow.2 >= arrow.3 - 0.5, "the arrow opens the line, at its right: {arrow:?}");
    // The log is set in a face with Persian, not a Latin monospace one.
    let face: String = serde_json::from_value(
        driver.script("return getComputedStyle(document.querySelector('#log li')).fontFamily;"),
    )
    .unwrap();
    assert!(face.starts_with("Vazirmatn") && !face.contains("Mono"), "{face}");
    // A narrow window wraps the lines; no line leaves its last word ("است") alone: the last two
    // words of each line are laid out on one line.
    viewport(&driver, 700, 500, false);
    driver.script(
        "return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));",
    );
    let lines: Vec<(String, u64, u64)> = serde_json::from_value(driver.script(
        "return [...document.querySelectorAll('#log li')].map((li) => {
           const keep = li.querySelector('.keep'), r = document.createRange();
           r.selectNodeContents(li);
           const tops = new Set([...r.getClientRects()].map((b) => Math.round(b.top)));
           const kept = keep ? new Set([...keep.getClientRects()].map((b) => Math.round(b.top))).size : 0;
           return [li.textContent, tops.size, kept]; });",
    ))
    .unwrap();
    assert!(lines.iter().any(|(_, rows, _)| *rows > 1), "no line wraps at 700 px: {lines:?}");
    for (text, _, kept) in &lines {
        if text.contains(' ') {
            assert_eq!(*kept, 1, "the last two words of {text:?} are apart");
        }
    }
}
