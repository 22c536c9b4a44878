import XCTest

@testable import SnapNavSDL

/// The caches' shared byte budget and least-recently-used eviction.
final class TextureStoreTests: XCTestCase {
    func testPastItsCapacityTheLeastRecentlyUsedEntryLeaves() {
        let store = TextureStore<String, Int>(budget: TextureBudget(limit: 1000), capacity: 3)
        store.insert(1, bytes: 10, for: "a")
        store.insert(2, bytes: 10, for: "b")
        store.insert(3, bytes: 10, for: "c")
        XCTAssertEqual(store["a"], 1, "a is used again, so b is now the oldest")
        store.insert(4, bytes: 10, for: "d")
        XCTAssertEqual(store.count, 3)
        XCTAssertNil(store["b"])
        XCTAssertEqual([store["a"], store["c"], store["d"]], [1, 3, 4])
    }

    func testStoresShareOneBudgetOfBytesAndTheOldestEntriesOfAllLeaveFirst() {
        let budget = TextureBudget(limit: 100)
        let text = TextureStore<Int, String>(budget: budget, capacity: 100)
        let images = TextureStore<Int, String>(budget: budget, capacity: 100)
        for key in 0..<6 { text.insert("text \(key)", bytes: 10, for: key) }
        images.insert("first image", bytes: 50, for: 0)
        XCTAssertEqual(budget.bytes, 100)
        XCTAssertEqual(text.count, 5, "the oldest text went to make room")
        XCTAssertNil(text[0])
        images.insert("second image", bytes: 45, for: 1)
        XCTAssertEqual(budget.bytes, 95)
        XCTAssertEqual(text.count, 0, "all the text was older than the first image")
        XCTAssertEqual(images[0], "first image")
        XCTAssertEqual(images[1], "second image")
        images.removeAll()
        XCTAssertEqual(budget.bytes, 0)
    }

    func testAnEntryLargerThanTheBudgetIsStillKeptWhileItIsTheOnlyOne() {
        let budget = TextureBudget(limit: 10)
        let store = TextureStore<Int, Int>(budget: budget, capacity: 4)
        store.insert(7, bytes: 50, for: 1)
        XCTAssertEqual(store[1], 7, "what was just drawn stays for this frame")
        store.insert(8, bytes: 5, for: 2)
        XCTAssertNil(store[1])
        XCTAssertEqual(budget.bytes, 5)
    }
}
