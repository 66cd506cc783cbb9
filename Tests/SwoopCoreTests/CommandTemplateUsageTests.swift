import Testing
@testable import SwoopItems
@testable import SwoopPicker

/// What a template says about itself: the placeholders it holds (fzf's `TestParsePlaceholder`,
/// `hasPreviewFlags`) and whether fzf would run it now (`buildPlusList`).
@Suite struct CommandTemplateUsageTests {
    @Test(arguments: [
        ("{}", Placeholder(kind: .item, flags: [])),
        ("{+}", Placeholder(kind: .item, flags: [.marked])),
        ("{n}", Placeholder(kind: .item, flags: [.index])),
        ("{+n}", Placeholder(kind: .item, flags: [.marked, .index])),
        ("{f}", Placeholder(kind: .item, flags: [.file])),
        ("{+nf}", Placeholder(kind: .item, flags: [.marked, .index, .file])),
        ("{*fn}", Placeholder(kind: .item, flags: [.matched, .index, .file])),
        ("{..}", Placeholder(kind: .fields([FieldRange(lower: nil, upper: nil)]), flags: [])),
        ("{-2..-1}", Placeholder(kind: .fields([FieldRange(lower: -2, upper: -1)]), flags: [])),
        ("{1,2..4}", Placeholder(kind: .fields([FieldRange(lower: 1, upper: 1), FieldRange(lower: 2, upper: 4)]), flags: [])),
        ("{+sf1..2}", Placeholder(kind: .fields([FieldRange(lower: 1, upper: 2)]), flags: [.marked, .keepsSpace, .file])),
        ("{r-1}", Placeholder(kind: .fields([FieldRange(lower: -1, upper: -1)]), flags: [.raw])),
        ("{q}", Placeholder(kind: .query, flags: [])),
        ("{q:2..-1}", Placeholder(kind: .queryFields([FieldRange(lower: 2, upper: -1)]), flags: [])),
        ("{q:s2..}", Placeholder(kind: .queryFields([FieldRange(lower: 2, upper: nil)]), flags: [.keepsSpace])),
        ("{fzf:prompt}", Placeholder(kind: .prompt, flags: [])),
        ("{++}", Placeholder(kind: .item, flags: [.marked])),
    ])
    func readsPlaceholdersAsFzf(template: String, expected: Placeholder) {
        #expect(CommandTemplate(template).placeholders == [expected])
    }

    @Test func saysWhatItUses() {
        let plain = CommandTemplate("cat {}")
        #expect(plain.hasPlaceholders && !plain.usesQuery && !plain.usesMarked && !plain.usesMatched && !plain.usesFiles)
        #expect(CommandTemplate("grep {q} {}").usesQuery)
        #expect(CommandTemplate("echo {fzf:action}").usesQuery)
        #expect(CommandTemplate("echo {q:1}").usesQuery)
        #expect(!CommandTemplate("echo \\{q}").usesQuery)
        #expect(CommandTemplate("wc {+f}").usesMarked && CommandTemplate("wc {+f}").usesFiles)
        #expect(CommandTemplate("echo {*n}").usesMatched)
        #expect(!CommandTemplate("ls \\{}").hasPlaceholders)
    }

    @Test func runsWithoutACurrentItemOnlyWhenFzfWould() {
        let empty = CommandContext(current: nil)
        let marked = CommandContext(current: nil, marked: [CommandContext.Item(index: 3, text: [0x61])])
        #expect(CommandTemplate("date").isRunnable(empty))
        #expect(!CommandTemplate("cat {}").isRunnable(empty))
        #expect(CommandTemplate("grep {q}").isRunnable(empty))
        #expect(CommandTemplate("wc {*f}").isRunnable(empty))
        #expect(!CommandTemplate("echo {+}").isRunnable(empty))
        #expect(CommandTemplate("echo {+}").isRunnable(marked))
        #expect(!CommandTemplate("echo {}").isRunnable(marked))
        #expect(CommandTemplate("echo {}").isRunnable(marked, forcesMarked: true))
        #expect(CommandTemplate("cat {}").isRunnable(CommandContext(current: CommandContext.Item(index: 0, text: []))))
    }
}
