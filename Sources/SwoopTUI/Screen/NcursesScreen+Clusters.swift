import CLibc
import CNcursesw
import Glibc

/// Text whose grapheme clusters ncurses would count otherwise than terminals draw them.
///
/// ncurses gives every scalar its own `wcwidth`, so a zero width joiner
/// sequence or an emoji with a skin tone would take the sum of its parts'
/// columns in ncurses' idea of the row, and an emoji with U+FE0F one column,
/// while the terminal draws two: the rest of the row would land off its cells.
/// Such clusters are put in one cell as wide as their first scalar (ncurses
/// then writes the whole cluster there); an emoji made two columns wide by
/// U+FE0F, which ncurses can only count as one, is drawn in its text
/// presentation followed by a blank, so both count two columns.
extension NcursesScreen {
    /// Puts `text` from `column` cluster by cluster, keeping ncurses' columns equal to swoop's.
    func putClusters(_ text: String, row: Int, column: Int) {
        var cluster = ClusterWidth()
        var run: [Unicode.Scalar] = []
        var runColumn = column
        var current: [Unicode.Scalar] = []
        var currentColumns = 0
        var x = column
        /// Ends the cluster in `current`: into the run when ncurses counts it right, on its own otherwise.
        func finish() {
            guard !current.isEmpty else { return }
            defer { (x, current, currentColumns) = (x + currentColumns, [], 0) }
            let perScalar = current.reduce(0) { $0 + max(0, Int(swoop_wcwidth($1.value))) }
            if perScalar == currentColumns {
                run += current
                return
            }
            if !run.isEmpty { putScalars(run, row: row, column: runColumn) }
            run = []
            runColumn = x + currentColumns
            let first = max(0, Int(swoop_wcwidth(current[0].value)))
            if first == currentColumns {
                var wide = current.map { wchar_t(bitPattern: $0.value) }
                wide.append(0)
                _ = wide.withUnsafeBufferPointer { swoop_put_cluster(Int32(row), Int32(x), $0.baseAddress, Int32($0.count - 1)) }
            } else {
                putScalars(current.filter { $0.value != 0xFE0F } + [" "], row: row, column: x)
            }
        }
        for scalar in text.unicodeScalars {
            // ncurses knows nothing of --ambidouble: clusters are compared by `wcwidth` alone.
            let step = cluster.step(scalar, width: Int(swoop_wcwidth(scalar.value)))
            if !step.extends { finish() }
            current.append(scalar)
            currentColumns += step.columns
        }
        finish()
        if !run.isEmpty { putScalars(run, row: row, column: runColumn) }
    }
}
