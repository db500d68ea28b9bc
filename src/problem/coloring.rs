//! Graph colouring: the vertices in their order, the colours in theirs.
//!
//! A graph (its vertices' names and its edges) and a number of colours `k`. The variables
//! are the vertices, numbered by their place in the graph (the map's order for the map of
//! Australia, the file's for a DIMACS graph); the values are the colours `0..k`, tried in
//! that order and named in each language (red, green, blue, …). A colour is refused when a
//! neighbour already has it; the reject names the neighbour that comes first in the order, and
//! the colour: `with = [neighbour, colour]`. A solution lists every vertex's colour.
//!
//! The instance is the whole graph, so that a trace needs nothing but itself:
//! `{"colors":3,"edges":[[0,1],…],"vertices":["WA",…]}`, an edge by its two vertices' places
//! in `vertices` (from 0). A graph in the DIMACS `.col` format that colouring benchmarks
//! publish ([`Coloring::dimacs`]: `c` comments, one `p edge V E`, then `e U V`, from 1) has
//! the vertices `1` to `V`.

use super::{whole, Clash, InstanceError, Problem, Words};
use crate::event::Conflict;
use crate::lang::Lang;
use crate::picture::Shape;

/// The map of Australia of the AI textbooks (Russell and Norvig's): its regions in the
/// book's order, Tasmania last and alone.
pub const AUSTRALIA: &[&str] = &["WA", "NT", "SA", "Q", "NSW", "V", "T"];

/// The borders of [`AUSTRALIA`], by the regions' places.
pub const AUSTRALIA_EDGES: &[[u32; 2]] =
    &[[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]];

/// Where [`AUSTRALIA`]'s regions lie on the map, on the [`crate::picture::CANVAS`]: a drawn
/// graph a class recognises as the map.
pub const AUSTRALIA_AT: &[[u32; 2]] =
    &[[180, 430], [450, 220], [520, 520], [770, 250], [800, 560], [700, 760], [730, 950]];

/// The colours a class colours the map with: three, as the textbook does.
pub const DEFAULT_COLORS: u32 = 3;

/// The most vertices a graph may have: a DIMACS header cannot ask for more memory than a
/// graph of this size takes.
pub const MAX_VERTICES: usize = 1_000_000;

/// The longest name of a vertex.
pub const MAX_NAME: usize = 32;

/// What no vertex has before the search colours it.
const NONE: u32 = u32::MAX;

/// A graph, its number of colours, and the colours the search has given so far.
#[derive(Debug, Clone)]
pub struct Coloring {
    names: Vec<String>,
    /// The edges as the instance gives them (both ways, twice: as given).
    edges: Vec<[u32; 2]>,
    colors: u32,
    /// Each vertex's neighbours, ascending, each once.
    neighbours: Vec<Vec<u32>>,
    /// Each vertex's colour, [`NONE`] for none.
    color: Vec<u32>,
}

impl Coloring {
    /// The graph of `names` and `edges` (by the vertices' places) in `colors` colours.
    pub fn new(
        names: Vec<String>,
        edges: Vec<[u32; 2]>,
        colors: u32,
    ) -> Result<Coloring, InstanceError> {
        if names.is_empty() {
            return Err(InstanceError::NoVertices);
        }
        if names.len() > MAX_VERTICES {
            return Err(InstanceError::TooManyVertices(names.len() as u64));
        }
        if colors == 0 {
            return Err(InstanceError::Colors(0));
        }
        let mut seen = std::collections::HashSet::new();
        for name in &names {
            if !valid_name(name) {
                return Err(InstanceError::VertexName(name.clone()));
            }
            if !seen.insert(name.as_str()) {
                return Err(InstanceError::DuplicateVertex(name.clone()));
            }
        }
        let mut neighbours = vec![Vec::new(); names.len()];
        for &[u, v] in &edges {
            for end in [u, v] {
                if end as usize >= names.len() {
                    return Err(InstanceError::VertexRange(end.into(), names.len()));
                }
            }
            if u == v {
                return Err(InstanceError::SelfLoop(names[u as usize].clone()));
            }
            neighbours[u as usize].push(v);
            neighbours[v as usize].push(u);
        }
        for list in &mut neighbours {
            list.sort_unstable();
            list.dedup();
        }
        let color = vec![NONE; names.len()];
        Ok(Coloring { names, edges, colors, neighbours, color })
    }

    /// The map of Australia ([`AUSTRALIA`]) in `colors` colours.
    pub fn australia(colors: u32) -> Result<Coloring, InstanceError> {
        let names = AUSTRALIA.iter().map(|n| n.to_string()).collect();
        Coloring::new(names, AUSTRALIA_EDGES.to_vec(), colors)
    }

    /// The graph of a DIMACS `.col` file's `text`, in `colors` colours: lines `c …` (a
    /// comment), one `p edge V E` (or `p col V E`) before any edge, then `e U V` with `U` and
    /// `V` from 1 to `V`; blank lines are skipped, and `E` is not held to the number of edge
    /// lines (published files count an edge listed both ways once or twice). The vertices are
    /// named `1` to `V`.
    pub fn dimacs(text: &str, colors: u32) -> Result<Coloring, InstanceError> {
        let mut size: Option<u32> = None;
        let mut edges = Vec::new();
        for (at, line) in text.lines().enumerate() {
            let at = at + 1;
            let bad = || InstanceError::DimacsLine(at, line.chars().take(80).collect());
            let words: Vec<&str> = line.split_whitespace().collect();
            match (words.first().copied(), size) {
                (None, _) | (Some("c"), _) => {}
                (Some("p"), None) => {
                    let ["p", "edge" | "col", v, e] = words[..] else { return Err(bad()) };
                    let (Ok(v), Ok(_)) = (v.parse::<u64>(), e.parse::<u64>()) else {
                        return Err(bad());
                    };
                    if v as usize > MAX_VERTICES {
                        return Err(InstanceError::TooManyVertices(v));
                    }
                    size = Some(v as u32);
                }
                (Some("e"), Some(v)) => {
                    let ["e", a, b] = words[..] else { return Err(bad()) };
                    let (Ok(a), Ok(b)) = (a.parse::<u64>(), b.parse::<u64>()) else {
                        return Err(bad());
                    };
                    for end in [a, b] {
                        if end == 0 || end > u64::from(v) {
                            return Err(InstanceError::DimacsVertex(at, end, v));
                        }
                    }
                    edges.push([a as u32 - 1, b as u32 - 1]);
                }
                _ => return Err(bad()),
            }
        }
        let v = size.ok_or(InstanceError::DimacsNoProblem)?;
        Coloring::new((1..=v).map(|i| i.to_string()).collect(), edges, colors)
    }

    /// Reads the instance of a start line: `{"vertices":[…],"edges":[[u,v],…],"colors":k}`.
    pub fn open(json: &serde_json::Value) -> Result<Box<dyn Problem>, InstanceError> {
        Ok(Box::new(Coloring::from_json(json)?))
    }

    /// The graph of a start line's instance, as [`Coloring::open`] reads it.
    pub fn from_json(json: &serde_json::Value) -> Result<Coloring, InstanceError> {
        let names = json.get("vertices").and_then(|v| v.as_array());
        let names = names.ok_or(InstanceError::Field("vertices"))?;
        let names: Option<Vec<String>> =
            names.iter().map(|n| n.as_str().map(str::to_string)).collect();
        let names = names.ok_or(InstanceError::Field("vertices"))?;
        let edges = json.get("edges").and_then(|e| e.as_array());
        let edges = edges.ok_or(InstanceError::Field("edges"))?;
        let mut pairs = Vec::with_capacity(edges.len());
        for edge in edges {
            let ends = edge.as_array().filter(|ends| ends.len() == 2);
            let ends = ends.ok_or(InstanceError::Field("edges"))?;
            let mut pair = [0; 2];
            for (slot, end) in pair.iter_mut().zip(ends) {
                let end = whole(end).ok_or(InstanceError::Field("edges"))?;
                if end < 0 || end >= names.len() as i128 {
                    return Err(InstanceError::VertexRange(end, names.len()));
                }
                *slot = end as u32;
            }
            pairs.push(pair);
        }
        let colors = json.get("colors").and_then(whole).ok_or(InstanceError::Field("colors"))?;
        let colors = u32::try_from(colors).map_err(|_| InstanceError::Colors(colors))?;
        Coloring::new(names, pairs, colors)
    }

    /// The instance as JSON, as the start line carries it.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({ "vertices": self.names, "edges": self.edges, "colors": self.colors })
    }

    /// The default instance: the map of Australia in three colours.
    pub fn default_instance() -> serde_json::Value {
        Coloring::australia(DEFAULT_COLORS).expect("the map is a graph").to_json()
    }

    /// The number of colours.
    pub fn colors(&self) -> u32 {
        self.colors
    }

    /// The name of vertex `v`, if the graph has it.
    pub fn vertex(&self, v: u32) -> Option<&str> {
        self.names.get(v as usize).map(String::as_str)
    }

    /// The neighbours of vertex `v`, ascending (none for a vertex the graph does not have).
    pub fn neighbours(&self, v: u32) -> &[u32] {
        self.neighbours.get(v as usize).map_or(&[], Vec::as_slice)
    }

    /// The number of edges, each pair of neighbours once.
    pub fn edge_count(&self) -> usize {
        self.neighbours.iter().map(Vec::len).sum::<usize>() / 2
    }

    /// The name of colour `c` in `lang`: the table's, or "colour 9" past its end.
    pub fn color_name(c: u32, lang: Lang) -> String {
        let p = palette(lang);
        match p.names.get(c as usize) {
            Some(name) => name.to_string(),
            None => p.other.replace("{i}", &(u64::from(c) + 1).to_string()),
        }
    }
}

/// Whether `name` may name a vertex: 1 to [`MAX_NAME`] ASCII letters, digits, `_`, `.`, `-`
/// (so that a trace's text shows it as it is, and `WA=red` reads one way).
fn valid_name(name: &str) -> bool {
    (1..=MAX_NAME).contains(&name.len())
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"_.-".contains(&b))
}

impl Problem for Coloring {
    fn name(&self) -> &'static str {
        "coloring"
    }

    fn instance(&self) -> String {
        self.to_json().to_string()
    }

    fn size(&self) -> u32 {
        self.names.len() as u32
    }

    fn order(&self) -> Vec<u32> {
        (0..self.size()).collect()
    }

    fn value(&self, _vertex: u32, i: u32) -> Option<u32> {
        (i < self.colors).then_some(i)
    }

    fn test(&self, vertex: u32, c: u32) -> Option<Clash> {
        let holder = self.neighbours(vertex).iter().find(|&&u| self.color[u as usize] == c)?;
        Some(Clash { rule: Conflict::Edge, with: [*holder, c] })
    }

    fn assign(&mut self, vertex: u32, c: u32) {
        self.color[vertex as usize] = c;
    }

    fn undo(&mut self, vertex: u32) {
        self.color[vertex as usize] = NONE;
    }

    fn solution(&self) -> Vec<u32> {
        self.color.clone()
    }

    fn words(&self, lang: Lang) -> &'static Words {
        match lang {
            Lang::En => &EN,
            Lang::Zh => &ZH,
            Lang::ZhHant => &ZH_HANT,
            Lang::Fa => &FA,
            Lang::Tr => &TR,
        }
    }

    fn name_var(&self, vertex: u32, base: u32) -> String {
        // A vertex has its name; only a hostile trace's number is none of the graph's.
        match self.vertex(vertex) {
            Some(name) => name.to_string(),
            None => format!("#{}", u64::from(vertex) + u64::from(base)),
        }
    }

    fn name_value(&self, _vertex: u32, c: u32, lang: Lang) -> Option<String> {
        Some(Coloring::color_name(c, lang))
    }

    fn about(&self, lang: Lang) -> Vec<(&'static str, String)> {
        let names: Vec<String> = (0..self.colors).map(|c| Coloring::color_name(c, lang)).collect();
        vec![
            ("e", self.edge_count().to_string()),
            ("k", self.colors.to_string()),
            ("colors", names.join(palette(lang).sep)),
        ]
    }

    fn unit(&self, _vertex: u32, _rule: Conflict, _base: u32) -> u32 {
        0
    }

    fn draw(&self, colors: &[u32], lang: Lang) -> Vec<String> {
        // Eight vertices a row: a map reads on one line, a benchmark graph in rows.
        let pairs: Vec<String> = (0u32..)
            .zip(colors)
            .map(|(v, &c)| match c {
                NONE => format!("{}=—", self.name_var(v, 0)),
                c => format!("{}={}", self.name_var(v, 0), Coloring::color_name(c, lang)),
            })
            .collect();
        pairs.chunks(8).map(|row| row.join(" ")).collect()
    }

    fn shape(&self) -> Shape {
        let edges = (0..self.size())
            .flat_map(|v| self.neighbours(v).iter().filter(move |&&u| u > v).map(move |&u| [v, u]))
            .collect();
        let australia = self.names.iter().map(String::as_str).eq(AUSTRALIA.iter().copied())
            && self.edges == AUSTRALIA_EDGES;
        let at = if australia { AUSTRALIA_AT.to_vec() } else { Shape::circle(self.names.len()) };
        Shape::Graph { names: self.names.clone(), edges, at, colors: self.colors }
    }

    fn fresh(&self) -> Box<dyn Problem> {
        let mut fresh = self.clone();
        fresh.color.fill(NONE);
        Box::new(fresh)
    }
}

/// A language's colours: the first ones by name, the rest numbered.
struct Palette {
    names: &'static [&'static str],
    /// A colour past the names: `{i}` its number, from 1.
    other: &'static str,
    /// Between two colours in a list.
    sep: &'static str,
}

fn palette(lang: Lang) -> &'static Palette {
    match lang {
        Lang::En => &Palette {
            names: &["red", "green", "blue", "yellow", "purple", "orange", "cyan", "pink"],
            other: "colour {i}",
            sep: ", ",
        },
        Lang::Zh => &Palette {
            names: &["红", "绿", "蓝", "黄", "紫", "橙", "青", "粉"],
            other: "颜色{i}",
            sep: "、",
        },
        Lang::ZhHant => &Palette {
            names: &["紅", "綠", "藍", "黃", "紫", "橙", "青", "粉"],
            other: "顏色{i}",
            sep: "、",
        },
        Lang::Fa => &Palette {
            names: &["قرمز", "سبز", "آبی", "زرد", "بنفش", "نارنجی", "فیروزه‌ای", "صورتی"],
            other: "رنگ {i}",
            sep: "، ",
        },
        Lang::Tr => &Palette {
            names: &["kırmızı", "yeşil", "mavi", "sarı", "mor", "turuncu", "camgöbeği", "pembe"],
            other: "renk {i}",
            sep: ", ",
        },
    }
}

static EN: Words = Words {
    noun: "graph colouring",
    title: "graph colouring: {n} vertices, {e} edges, {k} colours ({colors}); each vertex in turn, the colours in that order",
    try_: "→ try {v} for {x}",
    accept: "✓ colour {x} {v}",
    reject: &[(Conflict::Edge, "✗ reject {v} for {x}: its neighbour {with} is already {v}")],
    backtrack_stuck: "↩ backtrack: take {v} off {x}, no colour fits the next vertex",
    backtrack_solved: "↩ backtrack: take {v} off {x}, the search goes on after the colouring",
    solution: "★ colouring {i}:",
    rules: &[(Conflict::Edge, "neighbour")],
};

static ZH: Words = Words {
    noun: "图着色",
    title:
        "图着色：{n} 个顶点，{e} 条边，{k} 种颜色（{colors}）；按顺序逐个给顶点着色，颜色依次尝试",
    try_: "→ 尝试给 {x} 涂{v}",
    accept: "✓ 给 {x} 涂上{v}",
    reject: &[(Conflict::Edge, "✗ {x} 不能涂{v}：相邻的 {with} 已经是{v}")],
    backtrack_stuck: "↩ 回溯：擦去 {x} 的{v}，下一个顶点没有颜色可涂",
    backtrack_solved: "↩ 回溯：擦去 {x} 的{v}，找到着色方案后继续搜索",
    solution: "★ 第 {i} 种着色：",
    rules: &[(Conflict::Edge, "相邻")],
};

static ZH_HANT: Words = Words {
    noun: "圖著色",
    title: "圖著色：{n} 個頂點、{e} 條邊、{k} 種顏色（{colors}）；依序逐一為頂點著色，顏色依序嘗試",
    try_: "→ 嘗試為 {x} 塗{v}",
    accept: "✓ 為 {x} 塗上{v}",
    reject: &[(Conflict::Edge, "✗ {x} 不能塗{v}：相鄰的 {with} 已經是{v}")],
    backtrack_stuck: "↩ 回溯：擦去 {x} 的{v}，下一個頂點沒有顏色可塗",
    backtrack_solved: "↩ 回溯：擦去 {x} 的{v}，找到著色方案後繼續搜尋",
    solution: "★ 第 {i} 種著色：",
    rules: &[(Conflict::Edge, "相鄰")],
};

static FA: Words = Words {
    noun: "رنگ‌آمیزی گراف",
    title: "رنگ‌آمیزی گراف: {n} رأس، {e} یال، {k} رنگ ({colors})؛ رأس‌ها یکی‌یکی به ترتیب، رنگ‌ها به همین ترتیب",
    try_: "→ امتحان رنگ {v} برای {x}",
    accept: "✓ {x} رنگ {v} گرفت",
    reject: &[(
        Conflict::Edge,
        "✗ رنگ {v} برای {x} رد شد، چون همسایهٔ آن {with} همین رنگ {v} را دارد",
    )],
    backtrack_stuck: "↩ عقب‌گرد: رنگ {v} از {x} پاک شد، هیچ رنگی به رأس بعدی نمی‌خورد",
    backtrack_solved: "↩ عقب‌گرد: رنگ {v} از {x} پاک شد، پس از یافتن رنگ‌آمیزی، جستجو ادامه می‌یابد",
    solution: "★ رنگ‌آمیزی {i}:",
    rules: &[(Conflict::Edge, "همسایه")],
};

static TR: Words = Words {
    noun: "graf boyama",
    title: "graf boyama: {n} köşe, {e} kenar, {k} renk ({colors}); köşeler sırayla, renkler bu sırayla denenir",
    try_: "→ {x} köşesi için renk deneniyor: {v}",
    accept: "✓ {x} köşesine renk verildi: {v}",
    reject: &[(Conflict::Edge, "✗ {x} köşesine {v} reddedildi: komşusu {with} zaten {v}")],
    backtrack_stuck: "↩ geri dönülüyor: {x} köşesinin rengi ({v}) silindi, sonraki köşeye hiçbir renk uymuyor",
    backtrack_solved: "↩ geri dönülüyor: {x} köşesinin rengi ({v}) silindi, arama boyamadan sonra sürüyor",
    solution: "★ boyama {i}:",
    rules: &[(Conflict::Edge, "komşu")],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::problem::Search;

    fn solutions(problem: Coloring) -> Vec<Vec<u32>> {
        Search::new(Box::new(problem), None)
            .filter_map(|e| match e {
                Event::Solution { queens, .. } => Some(queens),
                _ => None,
            })
            .collect()
    }

    /// Every assignment of `k` colours to the vertices, kept if no edge joins two of one colour.
    fn brute_force(names: usize, edges: &[[u32; 2]], k: u32) -> Vec<Vec<u32>> {
        let total = u64::from(k).pow(names as u32);
        (0..total)
            .map(|mut i| {
                // The first vertex the most significant digit: the search's order.
                let mut colors = vec![0; names];
                for c in colors.iter_mut().rev() {
                    *c = (i % u64::from(k)) as u32;
                    i /= u64::from(k);
                }
                colors
            })
            .filter(|colors| edges.iter().all(|&[u, v]| colors[u as usize] != colors[v as usize]))
            .collect()
    }

    #[test]
    fn australia_has_the_colourings_a_brute_force_finds() {
        for k in 1..=4 {
            let found = solutions(Coloring::australia(k).unwrap());
            assert_eq!(found, brute_force(7, AUSTRALIA_EDGES, k), "{k} colours");
        }
        // The textbook's fact: 6 colourings of the mainland in 3 colours, times 3 for Tasmania.
        assert_eq!(solutions(Coloring::australia(3).unwrap()).len(), 18);
        assert!(solutions(Coloring::australia(2).unwrap()).is_empty(), "SA, WA, NT: a triangle");
    }

    #[test]
    fn a_reject_names_the_first_neighbour_with_the_colour() {
        let mut map = Coloring::australia(3).unwrap();
        map.assign(0, 0); // WA red
        map.assign(1, 1); // NT green
        assert_eq!(map.test(2, 0), Some(Clash { rule: Conflict::Edge, with: [0, 0] }));
        assert_eq!(map.test(2, 1), Some(Clash { rule: Conflict::Edge, with: [1, 1] }));
        assert_eq!(map.test(2, 2), None);
        // Tasmania has no neighbour.
        assert_eq!(map.test(6, 0), None);
    }

    #[test]
    fn a_dimacs_graph_reads_and_bad_ones_say_what_is_wrong() {
        let text = "c a triangle and a tail\np edge 4 4\ne 1 2\ne 2 3\ne 3 1\ne 3 4\n\ne 2 1\n";
        let g = Coloring::dimacs(text, 3).unwrap();
        assert_eq!(g.size(), 4);
        assert_eq!(g.neighbours(2), [0, 1, 3]);
        assert_eq!(g.edge_count(), 4);
        assert_eq!(g.name_var(3, 0), "4");
        assert_eq!(solutions(g).len(), 12, "3! for the triangle, 2 for the tail");
        let err = |text: &str| Coloring::dimacs(text, 3).unwrap_err();
        assert_eq!(err("e 1 2\n"), InstanceError::DimacsLine(1, "e 1 2".into()));
        assert_eq!(err("c only\n"), InstanceError::DimacsNoProblem);
        assert_eq!(err("p edge 3 1\ne 1 4\n"), InstanceError::DimacsVertex(2, 4, 3));
        assert_eq!(err("p edge 3 1\ne 0 1\n"), InstanceError::DimacsVertex(2, 0, 3));
        assert_eq!(err("p edge 3 1\ne 2 2\n"), InstanceError::SelfLoop("2".into()));
        assert_eq!(err("p edge 3\n"), InstanceError::DimacsLine(1, "p edge 3".into()));
        assert_eq!(
            err("p edge 3 0\np edge 3 0\n"),
            InstanceError::DimacsLine(2, "p edge 3 0".into())
        );
        assert_eq!(err("<html>\n"), InstanceError::DimacsLine(1, "<html>".into()));
        assert_eq!(err("p edge 0 0\n"), InstanceError::NoVertices);
        assert_eq!(err("p edge 99999999 0\n"), InstanceError::TooManyVertices(99999999));
        assert_eq!(
            Coloring::dimacs("p edge 2 1\ne 1 2\n", 0).unwrap_err(),
            InstanceError::Colors(0)
        );
    }

    #[test]
    fn the_instance_carries_the_whole_graph_and_opens_again() {
        let json = Coloring::default_instance();
        assert_eq!(
            json.to_string(),
            r#"{"colors":3,"edges":[[0,1],[0,2],[1,2],[1,3],[2,3],[2,4],[2,5],[3,4],[4,5]],"vertices":["WA","NT","SA","Q","NSW","V","T"]}"#
        );
        let opened = Coloring::open(&json).unwrap();
        assert_eq!(opened.instance(), json.to_string());
        let bad = |json: serde_json::Value| Coloring::open(&json).unwrap_err();
        use serde_json::json;
        assert_eq!(
            bad(json!({"vertices":["a","b"],"edges":[[0,0]],"colors":2})),
            InstanceError::SelfLoop("a".into())
        );
        assert_eq!(
            bad(json!({"vertices":["a","b"],"edges":[[0,2]],"colors":2})),
            InstanceError::VertexRange(2, 2)
        );
        assert_eq!(bad(json!({"vertices":["a"],"edges":[],"colors":0})), InstanceError::Colors(0));
        assert_eq!(
            bad(json!({"vertices":["a"],"edges":[],"colors":-1})),
            InstanceError::Colors(-1)
        );
        assert_eq!(
            bad(json!({"vertices":["a","a"],"edges":[],"colors":1})),
            InstanceError::DuplicateVertex("a".into())
        );
        assert_eq!(
            bad(json!({"vertices":["a b"],"edges":[],"colors":1})),
            InstanceError::VertexName("a b".into())
        );
        assert_eq!(
            bad(json!({"vertices":["a"],"edges":[[0]],"colors":1})),
            InstanceError::Field("edges")
        );
        assert_eq!(bad(json!({"edges":[],"colors":1})), InstanceError::Field("vertices"));
        // Whole numbers written as JSON allows.
        assert!(
            Coloring::open(&json!({"vertices":["a","b"],"edges":[[0.0,1e0]],"colors":2.0})).is_ok()
        );
    }

    #[test]
    fn colours_have_names_in_every_language_and_the_colouring_is_drawn() {
        let map = Coloring::australia(3).unwrap();
        assert_eq!(map.name_value(0, 1, Lang::En).unwrap(), "green");
        assert_eq!(map.name_value(0, 1, Lang::Zh).unwrap(), "绿");
        assert_eq!(Coloring::color_name(8, Lang::En), "colour 9");
        assert_eq!(Coloring::color_name(8, Lang::Tr), "renk 9");
        assert_eq!(
            map.draw(&[0, 1, 2, 0, 1, 0, 0], Lang::En),
            ["WA=red NT=green SA=blue Q=red NSW=green V=red T=red"]
        );
        // A hostile trace's list, longer than the graph, draws.
        assert_eq!(map.draw(&[0; 9], Lang::En)[1], "#8=red");
        let about = map.about(Lang::Zh);
        assert_eq!(about[2], ("colors", "红、绿、蓝".to_string()));
    }

    #[test]
    fn the_map_is_drawn_where_it_lies_and_another_graph_on_a_circle() {
        let Shape::Graph { names, edges, at, colors } = Coloring::australia(3).unwrap().shape()
        else {
            panic!("a colouring is a graph")
        };
        assert_eq!((names.len(), colors), (7, 3));
        assert_eq!(edges, AUSTRALIA_EDGES);
        assert_eq!(at, AUSTRALIA_AT);
        let triangle = Coloring::dimacs("p edge 3 3\ne 2 1\ne 1 3\ne 2 3\ne 3 2\n", 2).unwrap();
        let Shape::Graph { edges, at, .. } = triangle.shape() else { panic!("a graph") };
        assert_eq!(edges, [[0, 1], [0, 2], [1, 2]], "each edge once, ascending");
        assert_eq!(at, Shape::circle(3));
    }
}
