/** Where the share dialog sends a game page (SPEC 2.8): Facebook sharer, Twitter intent and e-mail. */
export interface ShareLinks {
  facebook: string;
  twitter: string;
  email: string;
}

export function shareLinks(title: string, pageUrl: string): ShareLinks {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(`Check out ${title} on Gamevault`);
  const subject = encodeURIComponent(`Check out ${title}`);
  const body = encodeURIComponent(`I found ${title} on Gamevault and thought you might like it: ${pageUrl}`);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    twitter: `https://twitter.com/intent/tweet?text=${text}&url=${url}`,
    email: `mailto:?subject=${subject}&body=${body}`,
  };
}
