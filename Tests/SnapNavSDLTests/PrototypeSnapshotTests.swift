import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// An image's stamp is its size and modification time, as the file system has them; a link's
/// is its target's; a missing file's is empty.
final class PrototypeSnapshotTests: XCTestCase {
    func testAStampIsTheFilesSizeAndModificationTime() throws {
        let directory = try temporaryDirectory(for: self)
        let path = directory + "/screen.png"
        try Data(repeating: 7, count: 1234).write(to: URL(fileURLWithPath: path))
        let modified = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let stamp = PrototypeSnapshot.Stamp(of: path)
        XCTAssertEqual(stamp.size, 1234)
        XCTAssertEqual(stamp.modified?.timeIntervalSince1970 ?? 0, modified.timeIntervalSince1970, accuracy: 0.001)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual(stamp.modified, attributes[.modificationDate] as? Date, "the time Foundation reads")
        XCTAssertEqual(PrototypeSnapshot.Stamp(of: directory + "/gone.png"), .init(size: nil, modified: nil))
    }

    func testALinkedImageIsStampedByItsTargetSoAChangedTargetShows() throws {
        let directory = try temporaryDirectory(for: self)
        let target = directory + "/export.png"
        let link = directory + "/screen.png"
        try Data(repeating: 1, count: 10).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let source = PrototypeSource.images(directory: directory, files: [link], skipped: [])
        let before = PrototypeSnapshot.take(of: source, images: [link])
        XCTAssertEqual(before.images[link]?.size, 10)
        try Data(repeating: 2, count: 20).write(to: URL(fileURLWithPath: target))
        let after = PrototypeSnapshot.take(of: source, images: [link])
        XCTAssertEqual(after.images[link]?.size, 20)
        XCTAssertEqual(after.changedFiles(since: before, configurationFile: nil), [link])
    }
}
