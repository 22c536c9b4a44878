// The random bytes Swift's hashing is seeded with, straight from the host's `random_get` (in
// the page, crypto.getRandomValues). wasi-libc's own arc4random_buf stirs them through ChaCha20
// and asserts on failure, and its assert brings printf into the module: more than 7 KB
// gzipped for bytes the host already gives.
#include <stddef.h>
#include <unistd.h>

void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    while (count > 0) {
        // getentropy gives at most 256 bytes a call.
        size_t chunk = count < 256 ? count : 256;
        if (getentropy(bytes, chunk) != 0) {
            __builtin_trap();
        }
        bytes += chunk;
        count -= chunk;
    }
}
