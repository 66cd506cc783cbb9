import Testing
@testable import SwoopItems
@testable import SwoopTUI

/// `--detail` while the items stream in: the header line names the fields once it has arrived.
@Suite struct DetailStreamingTests {
    @Test func fieldsAreNamedByAHeaderLineThatArrivesAfterThePaneWasMade() {
        let store = ItemStore(headerCount: 1)
        let detail = DetailContent(store: store, splitter: FieldSplitter(delimiter: "\t"))
        #expect(detail.record(for: 0).line(0) == nil)
        store.append(Array("city\tcountry".utf8))
        store.append(Array("Oslo\tNorway".utf8))
        let record = detail.record(for: 0)
        #expect(record.line(0).map { String(decoding: $0.visible, as: UTF8.self) } == "city: Oslo")
        #expect(record.line(1).map { String(decoding: $0.visible, as: UTF8.self) } == "country: Norway")
    }
}
