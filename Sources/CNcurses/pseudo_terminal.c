/*
 * Pseudo-terminals for tests and the benchmark, with the master side drained by a thread.
 *
 * A screen on the slave side writes each frame with a blocking write. The kernel keeps only
 * so much unread output: tens of kilobytes on Linux, about 1 KB on macOS (XNU's TTYCLSIZE is
 * 1024). A single-threaded owner that draws, then reads the master, deadlocks as soon as one
 * frame is larger than that. Here a thread reads the master whenever it becomes readable
 * and keeps the bytes until tscope_pty_take hands them over, so the slave's writer never
 * waits, whatever the kernel's buffer size.
 *
 * openpty is declared in <util.h> on macOS and <pty.h> on Linux (where it is in libc since
 * glibc 2.34), and the Swift Glibc module exposes neither: hence C.
 */
#if defined(__APPLE__)
#include <util.h>
#else
#include <pty.h>
#endif

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <unistd.h>

#include "CNcurses.h"

struct tscope_pty {
  int master;
  int slave;
  int wake[2]; /* the close request: a byte on wake[1] ends the reader thread */
  pthread_t reader;
  pthread_mutex_t lock;
  uint8_t *bytes; /* read from the master, not yet taken */
  size_t count;
  size_t capacity;
};

/* Reads everything the master has now into pty->bytes. Call with pty->lock held. Returns 0,
 * or -1 when the master is at its end (the slave side is closed: EIO on Linux) or failed. */
static int read_available(struct tscope_pty *pty) {
  uint8_t chunk[16384];
  for (;;) {
    ssize_t got = read(pty->master, chunk, sizeof chunk);
    if (got > 0) {
      size_t needed = pty->count + (size_t)got;
      if (needed > pty->capacity) {
        size_t capacity = pty->capacity == 0 ? 65536 : pty->capacity;
        while (capacity < needed) {
          capacity *= 2;
        }
        uint8_t *grown = realloc(pty->bytes, capacity);
        if (grown == NULL) {
          return -1;
        }
        pty->bytes = grown;
        pty->capacity = capacity;
      }
      memcpy(pty->bytes + pty->count, chunk, (size_t)got);
      pty->count = needed;
      continue;
    }
    if (got < 0 && errno == EINTR) {
      continue;
    }
    if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      return 0;
    }
    return -1;
  }
}

static void *read_master(void *argument) {
  struct tscope_pty *pty = argument;
  bool master_open = true;
  for (;;) {
    /* select, not poll: Darwin's poll(2) man page says "The poll() system call currently
     * does not support devices", and a pty master is one. Both descriptors are fresh, so far
     * below FD_SETSIZE. */
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(pty->wake[0], &readable);
    int highest = pty->wake[0];
    /* Once the master is at its end, select would report it at once forever: wait for the
     * close request alone. */
    if (master_open) {
      FD_SET(pty->master, &readable);
      highest = pty->master > highest ? pty->master : highest;
    }
    if (select(highest + 1, &readable, NULL, NULL, NULL) < 0) {
      if (errno == EINTR) {
        continue;
      }
      break;
    }
    if (FD_ISSET(pty->wake[0], &readable)) {
      break;
    }
    if (master_open && FD_ISSET(pty->master, &readable)) {
      pthread_mutex_lock(&pty->lock);
      if (read_available(pty) < 0) {
        master_open = false;
      }
      pthread_mutex_unlock(&pty->lock);
    }
  }
  return NULL;
}

tscope_pty *tscope_pty_open(uint16_t rows, uint16_t cols) {
  struct tscope_pty *pty = calloc(1, sizeof *pty);
  if (pty == NULL) {
    return NULL;
  }
  pty->wake[0] = -1;
  pty->wake[1] = -1;
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = rows;
  size.ws_col = cols;
  if (openpty(&pty->master, &pty->slave, NULL, NULL, &size) != 0) {
    free(pty);
    return NULL;
  }
  int flags = fcntl(pty->master, F_GETFL);
  int error = 0;
  if (flags < 0 || fcntl(pty->master, F_SETFL, flags | O_NONBLOCK) != 0 || pipe(pty->wake) != 0) {
    error = errno;
  } else if ((error = pthread_mutex_init(&pty->lock, NULL)) == 0) {
    error = pthread_create(&pty->reader, NULL, read_master, pty);
    if (error == 0) {
      return pty;
    }
    pthread_mutex_destroy(&pty->lock);
  }
  if (pty->wake[0] >= 0) {
    close(pty->wake[0]);
    close(pty->wake[1]);
  }
  close(pty->master);
  close(pty->slave);
  free(pty);
  errno = error;
  return NULL;
}

int tscope_pty_master(const tscope_pty *pty) { return pty->master; }
int tscope_pty_slave(const tscope_pty *pty) { return pty->slave; }

size_t tscope_pty_take(tscope_pty *pty, uint8_t *buffer, size_t capacity) {
  pthread_mutex_lock(&pty->lock);
  (void)read_available(pty);
  size_t taken = pty->count < capacity ? pty->count : capacity;
  if (taken > 0) {
    memcpy(buffer, pty->bytes, taken);
    memmove(pty->bytes, pty->bytes + taken, pty->count - taken);
    pty->count -= taken;
  }
  pthread_mutex_unlock(&pty->lock);
  return taken;
}

void tscope_pty_close(tscope_pty *pty) {
  if (pty == NULL) {
    return;
  }
  const char stop = 0;
  while (write(pty->wake[1], &stop, 1) < 0 && errno == EINTR) {
  }
  pthread_join(pty->reader, NULL);
  pthread_mutex_destroy(&pty->lock);
  close(pty->wake[0]);
  close(pty->wake[1]);
  close(pty->master);
  close(pty->slave);
  free(pty->bytes);
  free(pty);
}
