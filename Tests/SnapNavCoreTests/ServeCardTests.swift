import XCTest

@testable import SnapNavCore

/// The card the window shows while it serves: the URL split where the secret begins.
final class ServeCardTests: XCTestCase {
    func testTheCaptionSplitsBeforeTheSecretWhateverTheHostAndPathAreWrittenIn() {
        for (url, lines) in [
            ("http://192.168.1.4:8080/s3cr3t/", ["http://192.168.1.4:8080/", "s3cr3t/"]),
            ("http://bücher.local:8080/s3cr3t/", ["http://bücher.local:8080/", "s3cr3t/"]),
            ("http://📱.local/prototypë/sëcret/", ["http://📱.local/prototypë/", "sëcret/"]),
            ("http://日本.example/秘密", ["http://日本.example/", "秘密"]),
            ("no-slash", ["no-slash"]),
        ] {
            XCTAssertEqual(ServeCard(url: url, modules: 0, dark: []).captionLines, lines, url)
        }
    }
}
